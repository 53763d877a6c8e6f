import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CONTACT } from '../lib/contact.ts';
import { sendContactMessage } from './send-contact-message.ts';

describe('sendContactMessage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after one second', async () => {
    let done = false;
    void sendContactMessage(EMPTY_CONTACT).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
