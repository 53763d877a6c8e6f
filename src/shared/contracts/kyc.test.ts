import { describe, expect, it } from 'vitest';
import { dateOfBirthProblem, isRealIsoDate, kycRejectBodySchema, kycSubmissionSchema } from './kyc.ts';

const VALID = {
  legal_name: 'Kavya Sharma',
  date_of_birth: '1994-08-17',
  pan: 'BQTPS7261K',
  address: '22 Lavelle Road, Bengaluru',
  bank_account: { account_number: '000123456789', ifsc: 'ICIC0000104' },
};
const firstProblem = (body: unknown, today = '2026-05-01') => {
  const result = kycSubmissionSchema(() => today).safeParse(body);
  return result.success ? null : { field: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
};

describe('isRealIsoDate', () => {
  it('takes dates that exist, written YYYY-MM-DD', () => {
    for (const date of ['1994-08-17', '2000-02-29', '2024-02-29', '1905-12-31']) expect(isRealIsoDate(date)).toBe(true);
    for (const date of ['2001-02-29', '1900-02-29', '1994-13-01', '1994-00-10', '1994-04-31', '1994-8-17', '17/08/1994', '', '0000-01-01'])
      expect(isRealIsoDate(date)).toBe(false);
  });
});

describe('dateOfBirthProblem', () => {
  it('takes an 18th birthday today, refuses it tomorrow, and says why', () => {
    expect(dateOfBirthProblem('2008-05-01', '2026-05-01')).toBeUndefined();
    expect(dateOfBirthProblem('2008-05-02', '2026-05-01')).toBe('You must be 18 or older to invest on Sharestead.');
    expect(dateOfBirthProblem('2026-05-02', '2026-05-01')).toBe('Date of birth cannot be in the future.');
  });

  it('has a 29 February birthday come of age on 1 March of a common year', () => {
    expect(dateOfBirthProblem('2008-02-29', '2026-02-28')).toBe('You must be 18 or older to invest on Sharestead.');
    expect(dateOfBirthProblem('2008-02-29', '2026-03-01')).toBeUndefined();
  });

  it('refuses more than 120 years as a typing mistake, up to 120 is fine', () => {
    expect(dateOfBirthProblem('1905-05-02', '2026-05-01')).toBeUndefined();
    expect(dateOfBirthProblem('1905-05-01', '2026-05-01')).toBe('Date of birth is more than 120 years ago; check the year.');
  });
});

describe('kycSubmissionSchema', () => {
  it('tidies what people type: PAN and IFSC upper-cased, spaces dropped, the name on one line', () => {
    const result = kycSubmissionSchema(() => '2026-05-01').parse({
      ...VALID,
      legal_name: ' Kavya \n Sharma ',
      pan: 'bqtps 7261k',
      bank_account: { account_number: '0001-2345-6789', ifsc: ' icic0000104 ' },
    });
    expect(result).toEqual({ ...VALID, legal_name: 'Kavya Sharma' });
  });

  it('asks the clock given for today on every check', () => {
    let today = '2026-04-30';
    const schema = kycSubmissionSchema(() => today);
    expect(schema.safeParse({ ...VALID, date_of_birth: '2008-05-01' }).success).toBe(false);
    today = '2026-05-01';
    expect(schema.safeParse({ ...VALID, date_of_birth: '2008-05-01' }).success).toBe(true);
  });

  it('names one problem per field, with the sentence the form shows', () => {
    expect(firstProblem({ ...VALID, pan: 'ABCDE12345' })).toEqual({
      field: 'pan',
      message: 'PAN must be 10 characters: five letters, four digits and a letter, for example ABCDE1234F.',
    });
    expect(firstProblem({ ...VALID, bank_account: { ...VALID.bank_account, ifsc: 'ICIC1000104' } })).toMatchObject({ field: 'bank_account.ifsc' });
    expect(firstProblem({ ...VALID, legal_name: '' })).toEqual({ field: 'legal_name', message: 'Legal name is required.' });
    const blank = kycSubmissionSchema(() => '2026-05-01').safeParse({ ...VALID, date_of_birth: '' });
    expect(blank.success ? [] : blank.error.issues.map((issue) => issue.message)).toEqual(['Date of birth is required.']);
  });
});

describe('kycRejectBodySchema', () => {
  it('needs a reason that is not blank', () => {
    expect(kycRejectBodySchema.parse({ reason: '  Blurred PAN card.  ' })).toEqual({ reason: 'Blurred PAN card.' });
    const blank = kycRejectBodySchema.safeParse({ reason: ' ' });
    expect(blank.success ? null : blank.error.issues[0]!.message).toBe('Reason is required: tell the backer what to correct.');
  });
});
