import { randomBytes } from 'node:crypto';

/* Bank references people quote on a transfer: deposits (SHR), withdrawals (SHW), distributions (DST). */

/** Crockford's base32: no I, L, O or U, so a reference read over the phone or copied by hand survives. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_ATTEMPTS = 5;

/**
 * `SHR-7K3M9Q2D`: a prefix and 8 characters of Crockford base32 from 40 random bits (one in a
 * trillion that two collide; the unique index and a second draw take care of that).
 */
export function newReference(prefix: string): string {
  let bits = BigInt(`0x${randomBytes(5).toString('hex')}`);
  let text = '';
  for (let index = 0; index < 8; index += 1) {
    text = CROCKFORD[Number(bits & 31n)]! + text;
    bits >>= 5n;
  }
  return `${prefix}-${text}`;
}

/** Inserts a row under a fresh reference, drawing another while the one drawn is taken (`insert` answers nothing). */
export async function withFreeReference<Row>(prefix: string, insert: (reference: string) => Promise<Row | undefined>): Promise<Row> {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const row = await insert(newReference(prefix));
    if (row) return row;
  }
  throw new Error(`No free ${prefix} reference was drawn.`);
}
