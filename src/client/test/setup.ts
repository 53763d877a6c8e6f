import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s, not 1: the whole suite shares two cores with the API tests.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
