import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianDate } from '../../../shared/periods.ts';
import { registerTestUser, type TestUser } from '../../test/factories.ts';
import { TEST_PDF } from '../../test/multipart.ts';
import { openTaxQuarter, type TaxQuarterSetup } from '../../test/tax-quarter.ts';

/*
 * Who may call what, for every route of the admin's tax work, in the style of
 * distributions.authorization.test.ts: the admin only (a visitor 401, a backer or a proposer 403,
 * as the platform's admin routes answer), and a Form 16A's download by its backer and the admin
 * alone (anyone else is told it does not exist). `holder` is the backer the deal paid (and whose
 * Form 16A it is), `backer` another backer; `own` the deal's proposer, `other` another proposer.
 */

type Caller = 'anonymous' | 'holder' | 'backer' | 'own' | 'other' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'holder', 'backer', 'own', 'other', 'admin'];

let s: TaxQuarterSetup;
let backer: TestUser;
let other: TestUser;
let certificateUrl: string;

beforeAll(async () => {
  s = await openTaxQuarter();
  backer = await registerTestUser(s.t.app, 'backer');
  other = await registerTestUser(s.t.app, 'proposer');
  const uploaded = await upload(s.admin);
  if (uploaded.statusCode !== 201) throw new Error(`The upload answered ${uploaded.statusCode}: ${uploaded.body}`);
  certificateUrl = uploaded.json().url as string;
});
afterAll(() => s.t.close());

function upload(token: string | undefined) {
  const boundary = `----tax${crypto.randomUUID()}`;
  const fields = { user_id: s.holders[0]!.id, deal_id: s.deal.id, fy: s.fy, quarter: String(s.quarter) };
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="form16a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    TEST_PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return s.t.app.inject({
    method: 'POST',
    url: '/api/admin/tax-certificates',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
}

interface Row {
  label: string;
  method: 'GET' | 'POST';
  url: () => string;
  body?: () => object;
  multipart?: true;
  expected: Record<Caller, number>;
}

const adminOnly = (status: number): Record<Caller, number> => ({ anonymous: 401, holder: 403, backer: 403, own: 403, other: 403, admin: status });
const quarterQuery = () => `fy=${s.fy}&quarter=${s.quarter}`;

const ROWS: Row[] = [
  { label: 'the TDS rules', method: 'GET', url: () => '/api/admin/tds-rules', expected: adminOnly(200) },
  {
    label: 'add a TDS rule',
    method: 'POST',
    url: () => '/api/admin/tds-rules',
    body: () => ({
      structure: 'llp',
      income_type: 'rent',
      effective_from: indianDate(new Date(s.t.clock.now().getTime() + 7 * 86_400_000)),
      section: '194T',
      section_2025: null,
      rate_bps: 1000,
      threshold: 20_000_00,
      no_pan_rate_bps: 2000,
    }),
    expected: adminOnly(201),
  },
  { label: 'the tax quarters', method: 'GET', url: () => '/api/admin/tax-quarters', expected: adminOnly(200) },
  {
    label: "deposit a quarter's tax",
    method: 'POST',
    url: () => `/api/admin/deals/${s.deal.id}/tds-deposits`,
    body: () => ({ quarter: s.taxQuarter, challan: '0510002 07012027 00042', deposited_on: indianDate(s.t.clock.now()) }),
    expected: adminOnly(201),
  },
  { label: 'the Form 26Q return', method: 'GET', url: () => `/api/admin/deals/${s.deal.id}/tds-return?${quarterQuery()}`, expected: adminOnly(200) },
  { label: "a quarter's payees", method: 'GET', url: () => `/api/admin/deals/${s.deal.id}/tax-payees?${quarterQuery()}`, expected: adminOnly(200) },
  { label: 'upload a Form 16A', method: 'POST', url: () => '/api/admin/tax-certificates', multipart: true, expected: adminOnly(201) },
  {
    label: 'download a Form 16A',
    method: 'GET',
    url: () => certificateUrl,
    expected: { anonymous: 401, holder: 200, backer: 404, own: 404, other: 404, admin: 200 },
  },
];

describe('authorization matrix of the admin tax routes', () => {
  it.each(ROWS)('$method $label', async (row) => {
    const seen: Record<string, number> = {};
    for (const caller of CALLERS) {
      const token = { anonymous: undefined, holder: s.holders[0]!.token, backer: backer.token, own: s.proposer.token, other: other.token, admin: s.admin }[
        caller
      ];
      const response = row.multipart
        ? await upload(token)
        : await s.t.app.inject({
            method: row.method,
            url: row.url(),
            headers: token ? { authorization: `Bearer ${token}` } : {},
            ...(row.body ? { payload: row.body() } : {}),
          });
      seen[caller] = response.statusCode;
    }
    expect(seen).toEqual(row.expected);
  });
});
