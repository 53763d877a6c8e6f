import { describe, expect, it } from 'vitest';
import type { WalletEntry } from '../../../../shared/contracts/wallet.ts';
import { ledgerLines } from './ledger-lines.ts';

const entry = (id: string, created: string, overrides: Partial<WalletEntry> = {}): WalletEntry => ({
  id,
  created_at: created,
  kind: 'commitment',
  description: `Commitment to ${id}`,
  direction: 'out',
  amount: 2_000_000,
  currency: 'INR',
  status: 'pending',
  resolved_at: null,
  release_reason: null,
  ...overrides,
});

describe('ledgerLines', () => {
  it('adds the money coming back of a voided hold at the time it was voided, with why; newest first', () => {
    const lines = ledgerLines([
      entry('Held', '2026-11-24T10:03:00.000Z'),
      entry('Cancelled', '2026-11-24T10:02:00.000Z', { status: 'voided', resolved_at: '2026-11-24T10:04:00.000Z', release_reason: 'cancelled' }),
      entry('Refunded', '2026-11-24T10:01:00.000Z', { status: 'voided', resolved_at: '2026-11-24T10:10:00.000Z', release_reason: 'refunded' }),
      entry('Funded', '2026-11-24T10:00:00.000Z', { status: 'posted', resolved_at: '2026-11-24T10:05:00.000Z' }),
    ]);
    expect(lines.map((line) => [line.at.slice(11, 16), line.description, line.direction, line.status])).toEqual([
      ['10:10', 'Refund: Commitment to Refunded', 'in', 'returned'],
      ['10:04', 'Cancelled: Commitment to Cancelled', 'in', 'returned'],
      ['10:03', 'Commitment to Held', 'out', 'pending'],
      ['10:02', 'Commitment to Cancelled', 'out', 'voided'],
      ['10:01', 'Commitment to Refunded', 'out', 'voided'],
      ['10:00', 'Commitment to Funded', 'out', 'posted'],
    ]);
    expect(new Set(lines.map((line) => line.key)).size).toBe(lines.length);
    expect(lines[0]).toMatchObject({ amount: 2_000_000, currency: 'INR' });
  });
});
