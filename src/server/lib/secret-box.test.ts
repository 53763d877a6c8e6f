import { describe, expect, it } from 'vitest';
import { keyIdOf, SecretBox } from './secret-box.ts';

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

describe('SecretBox across a key rotation, and its context', () => {
  const OLD = 'key-one-that-is-long-enough-for-a-box-0123456789abcdef';
  const NEW = 'key-two-that-is-long-enough-for-a-box-fedcba9876543210';

  it('names its key in each box, so the previous keys open what they sealed, and seals under the current one', () => {
    const before = new SecretBox(OLD, 'kyc-details');
    const during = new SecretBox(NEW, 'kyc-details', [OLD]);
    const sealedBefore = before.seal('ABCDE1234F');
    expect(sealedBefore.split('.')[0]).toBe(keyIdOf(OLD));
    expect(keyIdOf(OLD)).not.toBe(keyIdOf(NEW));
    expect(during.open(sealedBefore)).toBe('ABCDE1234F');
    expect(during.isCurrent(sealedBefore)).toBe(false);
    const sealedDuring = during.seal('ABCDE1234F');
    expect(sealedDuring.startsWith(`${during.currentKeyId}.`)).toBe(true);
    expect(during.isCurrent(sealedDuring)).toBe(true);
    // The new key alone opens what is sealed again, and no longer what the old key sealed.
    const after = new SecretBox(NEW, 'kyc-details');
    expect(after.open(sealedDuring)).toBe('ABCDE1234F');
    expect(after.open(sealedBefore)).toBeNull();
    expect(before.open(sealedDuring)).toBeNull();
  });

  it('opens a box only for the context it was sealed for', () => {
    const box = new SecretBox(NEW, 'kyc-details');
    const sealed = box.seal('ABCDE1234F', 'kyc_records.pan:user-1');
    expect(box.open(sealed, 'kyc_records.pan:user-1')).toBe('ABCDE1234F');
    expect(box.open(sealed, 'kyc_records.pan:user-2')).toBeNull();
    expect(box.open(sealed, 'kyc_records.bankAccountNumber:user-1')).toBeNull();
    expect(box.open(sealed)).toBeNull();
  });

  it('opens boxes from before key ids under any of its keys, and refuses a shortened tag', () => {
    const legacy = new SecretBox(OLD, 'totp-secret').seal('JBSWY3DPEHPK3PXP').split('.').slice(1).join('.');
    expect(legacy.split('.')).toHaveLength(3);
    expect(new SecretBox(NEW, 'totp-secret', [OLD]).open(legacy)).toBe('JBSWY3DPEHPK3PXP');
    expect(new SecretBox(NEW, 'totp-secret').open(legacy)).toBeNull();
    expect(SecretBox.isBox(legacy)).toBe(true);
    expect(SecretBox.isBox('ABCDE1234F')).toBe(false);
    const box = new SecretBox(NEW, 'totp-secret');
    const [id, iv, tag, body] = box.seal('JBSWY3DPEHPK3PXP').split('.');
    const short = Buffer.from(tag!, 'base64url').subarray(0, 4).toString('base64url');
    expect(box.open([id, iv, short, body].join('.'))).toBeNull();
  });
});
