import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What each box is for: each purpose has keys of its own, derived from ENCRYPTION_KEY. */
export const SEAL_PURPOSES = {
  totpSecret: 'totp-secret',
  /** A backer's PAN and bank account number (ADR 009). */
  kycDetails: 'kyc-details',
  /** A verification message's text in the outbox (it carries a link or code that proves an address), until sent. */
  verificationMessage: 'verification-message',
} as const;

/** A short public name of a server secret, written in each box so the key that opens it is known. */
export function keyIdOf(serverSecret: string): string {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'sharestead', 'key-id', 6)).toString('base64url');
}

/**
 * Encrypts small secrets kept in the database (TOTP secrets, KYC details) with AES-256-GCM, under a
 * key derived from ENCRYPTION_KEY for this purpose only: a copy of the database alone does not
 * reveal them. A box is `keyId.iv.tag.ciphertext`; the previous keys (ENCRYPTION_KEY_PREVIOUS)
 * still open boxes sealed under them, so the key can rotate (ADR 009). Boxes from before key ids
 * (`iv.tag.ciphertext`) open under any of the keys. A context (the row a value belongs to) is
 * authenticated with it: a box copied to another row or column does not open.
 */
export class SecretBox {
  readonly #currentId: string;
  readonly #keys = new Map<string, Buffer>();

  constructor(serverSecret: string, purpose: string, previousSecrets: readonly string[] = []) {
    this.#currentId = keyIdOf(serverSecret);
    for (const secret of [serverSecret, ...previousSecrets]) {
      if (!this.#keys.has(keyIdOf(secret))) this.#keys.set(keyIdOf(secret), Buffer.from(hkdfSync('sha256', secret, 'sharestead', purpose, 32)));
    }
  }

  seal(plain: string, context = ''): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#keys.get(this.#currentId)!, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [this.#currentId, ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'))].join('.');
  }

  /** The plain text, or null when the box was sealed under an unknown key, for another context, or tampered with. */
  open(box: string, context = ''): string | null {
    const parts = box.split('.');
    if (parts.length === 4) {
      const key = this.#keys.get(parts[0]!);
      return key ? decrypt(key, parts.slice(1), context) : null;
    }
    if (parts.length !== 3) return null;
    for (const key of this.#keys.values()) {
      const plain = decrypt(key, parts, context);
      if (plain !== null) return plain;
    }
    return null;
  }

  /** Whether the text is a box at all (the values it seals never hold a dot). */
  static isBox(text: string): boolean {
    const parts = text.split('.').length;
    return parts === 3 || parts === 4;
  }

  /** Whether a box was sealed under the current key; any other wants sealing again. */
  isCurrent(box: string): boolean {
    return box.startsWith(`${this.#currentId}.`) && box.split('.').length === 4;
  }

  /** The current key's id: boxes starting `${currentKeyId}.` need no re-sealing. */
  get currentKeyId(): string {
    return this.#currentId;
  }
}

function decrypt(key: Buffer, [iv, tag, sealed]: string[], context: string): string | null {
  if (!iv || !tag || sealed === undefined) return null;
  try {
    // The full 16-byte tag only: a shortened one would be easier to forge.
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
