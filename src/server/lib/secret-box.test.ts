import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

const KEY = 'key-one-that-is-long-enough-for-a-box-0123456789abcdef';

describe('SecretBox', () => {
  it('opens what it sealed, and nothing sealed under another key, purpose or after tampering', () => {
    const box = new SecretBox(KEY, 'totp-secret');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed); // a fresh nonce each time
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(new SecretBox('another-key-that-is-long-enough-for-a-box-987654321', 'totp-secret').open(sealed)).toBeNull();
    expect(new SecretBox(KEY, 'another-purpose').open(sealed)).toBeNull();
    const [iv, tag, body] = sealed.split('.');
    const flipped = body!.startsWith('A') ? `B${body!.slice(1)}` : `A${body!.slice(1)}`;
    expect(box.open([iv, tag, flipped].join('.'))).toBeNull();
    expect(box.open('not a box')).toBeNull();
  });
});
