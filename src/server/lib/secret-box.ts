import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts small secrets kept in the database (TOTP secrets) with AES-256-GCM, under a key
 * derived from ENCRYPTION_KEY for this purpose only: a copy of the database alone does not reveal
 * them. Losing or changing ENCRYPTION_KEY turns every stored secret unreadable (the people who
 * enrolled must enrol again); rotating JWT_SECRET does not.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(serverSecret: string, purpose: string) {
    this.#key = Buffer.from(hkdfSync('sha256', serverSecret, 'sharestead', purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  /** The plain text, or null when the box was sealed under another key or tampered with. */
  open(box: string): string | null {
    const [iv, tag, sealed] = box.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !sealed) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
