import { afterEach, describe, expect, it } from 'vitest';
import type { Distribution } from '../../../../shared/contracts/distributions.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { checkDraft, draftOf, emptyDraft, isFormField, periodChoices, waterfallFigures, type LineDraft, type WaterfallDraft } from './waterfall.ts';

const line = (kind: LineDraft['kind'], label: string, amount: string): LineDraft => ({ key: label, kind, label, amount });

function draft(overrides: Partial<WaterfallDraft> = {}): WaterfallDraft {
  return {
    period: '2026-Q3',
    lines: [
      line('gross_rent', 'Rent July to September', '3,00,000'),
      line('expense', 'Society charges', '-12,345.67'),
      line('management_fee', 'Fee', '-30000'),
    ],
    split: { interest: '1,00,000', dividend: '', rent: '', return_of_capital: '1,57,654.33' },
    ...overrides,
  };
}

afterEach(async () => {
  await activateLanguage('en');
});

describe('the waterfall’s figures', () => {
  it('sum the signed lines to the distributable amount and give what is left to split, to the paisa', () => {
    expect(waterfallFigures(draft(), 'INR')).toEqual({ distributable: 25_765_433n, split: 25_765_433n, left: 0n });
    expect(waterfallFigures(draft({ split: { interest: '100000', dividend: '0.01', rent: '', return_of_capital: '' } }), 'INR')).toEqual({
      distributable: 25_765_433n,
      split: 10_000_001n,
      left: 15_765_432n,
    });
  });

  it('count an amount that does not read yet as nothing', () => {
    const typing = draft({ lines: [line('gross_rent', 'Rent', '1000'), line('expense', 'Repairs', '-'), line('expense', 'Tax', '12.345')] });
    expect(waterfallFigures(typing, 'INR').distributable).toBe(100_000n);
  });

  it('add many decimal amounts exactly where floats would drift (0.1 + 0.2)', () => {
    const lines = [
      line('gross_rent', 'a', '0.1'),
      line('other_income', 'b', '0.2'),
      ...Array.from({ length: 30 }, (_, i) => line('other_income', `c${i}`, '1234.56')),
    ];
    expect(waterfallFigures(draft({ lines }), 'INR').distributable).toBe(30n + 30n * 123_456n);
  });
});

describe('checkDraft', () => {
  it('reads every rupee amount into paise exactly: "1234.56" is 123456', () => {
    const checked = checkDraft(
      draft({
        lines: [line('gross_rent', 'Rent', '1234.56'), line('reserve', 'Top-up', '-0.01'), line('tenant_tds', 'TDS', '−0.29')],
        split: { interest: '', dividend: '', rent: '1234.26', return_of_capital: '' },
      }),
      'INR',
    );
    expect(checked).toEqual({
      ok: true,
      input: {
        period: '2026-Q3',
        lines: [
          { kind: 'gross_rent', label: 'Rent', amount: 123_456 },
          { kind: 'reserve', label: 'Top-up', amount: -1 },
          { kind: 'tenant_tds', label: 'TDS', amount: -29 },
        ],
        split: { interest: 0, dividend: 0, rent: 123_426, return_of_capital: 0 },
      },
    });
  });

  it('gives the contract’s sign rules and missing fields beside each field', () => {
    const checked = checkDraft(
      draft({
        period: '',
        lines: [line('gross_rent', 'Rent', '-100'), line('expense', '  ', '50'), line('other_income', 'Parking', '12.345')],
        split: { interest: '-1', dividend: 'abc', rent: '', return_of_capital: '' },
      }),
      'INR',
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        period: 'Period must be a quarter such as 2027-Q1.',
        'lines.0.amount': 'Income lines (gross rent, other income) cannot be negative.',
        'lines.1.label': 'Each line needs a label.',
        'lines.1.amount': "Deductions (the tenant's TDS, expenses, the management fee) cannot be positive.",
        'lines.2.amount': 'Use at most 2 decimal places (paise).',
        'split.dividend': 'Enter the amount in rupees, like 25,000 or 25,000.50.',
        'split.interest': 'No part of the split may be negative.',
      },
    });
  });

  it('refuses a split that does not add up to the distributable amount, naming both', () => {
    const checked = checkDraft(draft({ split: { interest: '1,00,000', dividend: '', rent: '', return_of_capital: '' } }), 'INR');
    expect(checked).toEqual({
      ok: false,
      errors: { split: 'The split adds up to ₹1,00,000.00, but the distributable amount is ₹2,57,654.33: they must be equal to the paisa.' },
    });
  });

  it('refuses lines that leave nothing to share', () => {
    const checked = checkDraft(draft({ lines: [line('gross_rent', 'Rent', '100'), line('expense', 'Roof', '-100')], split: emptyDraft().split }), 'INR');
    expect(checked).toEqual({ ok: false, errors: { lines: 'The lines must add up to more than zero: that is what the holders share.' } });
  });

  it('speaks the reader’s language, and reads the French decimal comma', async () => {
    await activateLanguage('fr');
    expect(waterfallFigures(draft({ lines: [line('gross_rent', 'Loyer', '1 234,56')] }), 'INR').distributable).toBe(123_456n);
    const checked = checkDraft(draft({ lines: [line('expense', 'Travaux', '10')] }), 'INR');
    expect(!checked.ok && checked.errors['lines.0.amount']).toBe(
      'Les déductions (la TDS du locataire, les dépenses, les frais de gestion) ne peuvent pas être positives.',
    );
  });
});

describe('a saved draft in the form again', () => {
  const saved = {
    period: '2026-Q2',
    currency: 'INR',
    lines: [
      { kind: 'gross_rent', label: 'Rent', amount: 123_456, evidence_url: null },
      { kind: 'expense', label: 'Repairs', amount: -5, evidence_url: null },
    ],
    split: { interest: 0, dividend: 123_451, rent: 0, return_of_capital: 0, capital_gain: 0 },
  } as unknown as Distribution;

  it('writes the amounts as they are typed back, and reads them as they were', async () => {
    const values = draftOf(saved);
    expect(values.lines.map(({ kind, label, amount }) => [kind, label, amount])).toEqual([
      ['gross_rent', 'Rent', '1234.56'],
      ['expense', 'Repairs', '-0.05'],
    ]);
    expect(values.split).toEqual({ interest: '', dividend: '1234.51', rent: '', return_of_capital: '' });
    expect(checkDraft(values, 'INR').ok).toBe(true);
    await activateLanguage('fr');
    expect(draftOf(saved).lines[0]!.amount).toBe('1234,56');
  });
});

describe('periodChoices', () => {
  it('offers every quarter from the funding’s to the current one, newest first, and keeps a draft’s own', () => {
    const now = new Date('2027-02-10T12:00:00+05:30');
    const funded = '2025-11-20T09:00:00Z';
    expect(periodChoices(now, funded)).toEqual(['2027-Q1', '2026-Q4', '2026-Q3', '2026-Q2', '2026-Q1', '2025-Q4']);
    expect(periodChoices(now, '2027-01-05T09:00:00Z')).toEqual(['2027-Q1']);
    expect(periodChoices(now, funded, '2025-Q3')).toEqual(['2027-Q1', '2026-Q4', '2026-Q3', '2026-Q2', '2026-Q1', '2025-Q4', '2025-Q3']);
    expect(periodChoices(now, funded, '2026-Q3')).toHaveLength(6);
    // Not funded (yet): the current quarter alone.
    expect(periodChoices(now, null)).toEqual(['2027-Q1']);
    // Indian time: 31 March 19:00 UTC is already 1 April in India, for now and for the funding alike.
    expect(periodChoices(new Date('2027-03-31T19:00:00Z'), '2027-03-31T19:00:00Z')).toEqual(['2027-Q2']);
  });
});

describe('isFormField', () => {
  it.each([
    ['period', true],
    ['lines', true],
    ['lines.3.amount', true],
    ['split', true],
    ['split.return_of_capital', true],
    ['split.capital_gain', false],
    ['lines.0', false],
    ['body', false],
  ])('%s → %s', (path, shown) => expect(isFormField(path)).toBe(shown));
});
