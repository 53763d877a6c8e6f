import { describe, expect, it } from 'vitest';
import { formatAbsoluteTime } from '../../../lib/relative-time.ts';
import { readAuditParams, DEAL_ID_PROBLEM } from './audit-params.ts';
import { actionLabel, changesOf, subjectLabel } from './audit-text.ts';

describe('actionLabel and subjectLabel', () => {
  it('read the stored codes as words', () => {
    expect(actionLabel('deposit.confirmed')).toBe('Deposit confirmed');
    expect(actionLabel('kyc.verified')).toBe('KYC verified');
    expect(actionLabel('commitment.extension_accepted')).toBe('Commitment extension accepted');
    expect(actionLabel('deal_review.stage_passed')).toBe('Deal review stage passed');
    expect(actionLabel('closed')).toBe('Closed');
    expect(subjectLabel('kyc')).toBe('KYC');
    expect(subjectLabel('deal_review')).toBe('Deal review');
  });

  it('names the income actions as an admin says them, not by their codes', () => {
    expect(actionLabel('deal.tds_deposited')).toBe('Tax deposited (challan)');
    expect(actionLabel('deal.tax_certificate_uploaded')).toBe('Form 16A uploaded');
    expect(actionLabel('distribution.funded')).toBe('Distribution money received');
    expect(subjectLabel('tds_rule')).toBe('TDS rule');
  });

  it("names the draws' actions and what they record, the released amount in the deal's currency", () => {
    expect(['draw.requested', 'draw.released', 'draw.returned'].map(actionLabel)).toEqual(['Draw requested', 'Draw released', 'Draw returned']);
    expect(changesOf(null, { n: 1, name: 'Foundation', amount: '32830050' }, 'INR')).toEqual([
      { field: 'Milestone', after: '1' },
      { field: 'Name', after: 'Foundation' },
      { field: 'Amount', after: '₹3,28,300.50' },
    ]);
  });
});

describe('changesOf', () => {
  it('lists each field with its value before and after, the changed ones first, an amount in its currency', () => {
    expect(changesOf({ status: 'awaiting_funds' }, { amount: '2500000', currency: 'INR', status: 'confirmed', transfer_id: null })).toEqual([
      { field: 'Status', before: 'awaiting_funds', after: 'confirmed' },
      { field: 'Amount', after: '₹25,000.00' },
      { field: 'Currency', after: 'INR' },
      { field: 'Transfer id', after: '—' },
    ]);
    // Without a currency beside it, an amount stays as recorded.
    expect(changesOf(null, { amount: '2500000' })).toEqual([{ field: 'Amount', after: '2500000' }]);
  });

  it("shows a deal's figures as whole money in the event's currency, unless the record names its own, and instants as dates", () => {
    const deadline = '2026-12-03T09:05:00.000Z';
    expect(changesOf({ deadline: '2026-11-03T09:05:00.000Z' }, { deadline, raised: '₹5,00,000' }, 'INR')).toEqual([
      { field: 'Deadline', before: formatAbsoluteTime('2026-11-03T09:05:00.000Z'), after: formatAbsoluteTime(deadline) },
      // What the server wrote as money already stays as written.
      { field: 'Raised', after: '₹5,00,000' },
    ]);
    expect(changesOf(null, { raised: '1500000000', fee: 2_500_050, refunds: 3 }, 'INR')).toEqual([
      { field: 'Raised', after: '₹1,50,00,000' },
      { field: 'Fee', after: '₹25,000.50' },
      { field: 'Refunds', after: '3' },
    ]);
    expect(changesOf({ currency: 'INR', target: '100000' }, { currency: 'USD', target: '100000' }, 'INR')).toEqual([
      { field: 'Currency', before: 'INR', after: 'USD' },
      { field: 'Target', before: '₹1,000', after: '$1,000' },
    ]);
    // No currency known: the figure stays as recorded.
    expect(changesOf(null, { target: '1500000000' })).toEqual([{ field: 'Target', after: '1500000000' }]);
  });

  it('shows a plain value, nested values as JSON, and nothing for an empty record', () => {
    expect(changesOf(null, 3)).toEqual([{ field: 'Value', after: '3' }]);
    expect(changesOf(undefined, { refunded: ['a', 'b'] })).toEqual([{ field: 'Refunded', after: '["a","b"]' }]);
    expect(changesOf(null, null)).toEqual([]);
    expect(changesOf(null, { reason: 'x'.repeat(500) })[0]!.after).toHaveLength(160);
  });
});

describe('readAuditParams', () => {
  it('reads the actor, the deal and the page; a deal that is not an id is a problem', () => {
    const id = '0f8b6c1e-3f5a-4c1d-9e2b-7a6d5c4b3a21';
    expect(readAuditParams(new URLSearchParams(`actor=%20admin%20&deal=${id}&page=2`))).toEqual({ actor: 'admin', deal: id, dealProblem: undefined, page: 2 });
    expect(readAuditParams(new URLSearchParams('deal=goa&page=x'))).toEqual({ actor: '', deal: 'goa', dealProblem: DEAL_ID_PROBLEM, page: 1 });
  });
});
