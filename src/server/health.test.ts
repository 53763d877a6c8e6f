import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app.ts';

describe('GET /api/health', () => {
  it('answers 503 once the database stops answering', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await t.database.close();
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: 'The database is not answering.', detail: 'The database is not answering.' });
    } finally {
      await t.close();
    }
  });
});
