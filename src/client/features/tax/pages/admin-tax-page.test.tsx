import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaxQuarter, TdsRule } from '../../../../shared/contracts/tax-admin.ts';
import { queryOf, stubApiRoutes, type StubbedCall } from '../../../test/api-routes-stub.ts';
import { FakeUpload } from '../../../test/fake-upload.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { renderRoutes, stubScrolling } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { AdminTaxPage } from './admin-tax-page.tsx';

const PATH = '/admin_dashboard/tax';
const VILLA = 'd0000000-0000-4000-8000-000000000001';
const COURT = 'd0000000-0000-4000-8000-000000000002';
const ANJALI = 'u0000000-0000-4000-8000-000000000001';
const BHASKAR = 'u0000000-0000-4000-8000-000000000002';

const RULES: TdsRule[] = [
  {
    id: 'r1',
    structure: 'private_spv',
    income_type: 'interest',
    effective_from: '2026-04-01',
    section: '194A',
    section_2025: '393(1) Sl.5(iii)',
    rate_bps: 1000,
    threshold: 10_000_00,
    no_pan_rate_bps: 2000,
    created_by: null,
    created_at: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 'r2',
    structure: 'aif',
    income_type: 'rent',
    effective_from: '2025-04-01',
    section: '194LBB',
    section_2025: null,
    rate_bps: 750,
    threshold: null,
    no_pan_rate_bps: 2000,
    created_by: null,
    created_at: '2026-01-01T00:00:00.000Z',
  },
];

const quarter = (overrides: Partial<TaxQuarter>): TaxQuarter => ({
  deal_id: VILLA,
  deal_name: 'Sea Breeze Villa',
  currency: 'INR',
  tax_quarter: '2026-27-Q3',
  fy: '2026-27',
  quarter: 3,
  payouts: 6,
  gross: 40_000_00,
  withheld: 3_000_00,
  ended: true,
  deposit: null,
  ...overrides,
});

const QUARTERS: TaxQuarter[] = [
  quarter({ tax_quarter: '2026-27-Q4', quarter: 4, withheld: 1_000_00, gross: 10_000_00, ended: false }),
  quarter({}),
  quarter({
    deal_id: COURT,
    deal_name: 'Palm Court',
    tax_quarter: '2026-27-Q2',
    quarter: 2,
    deposit: { challan: '0510002 07102026 00017', deposited_on: '2026-10-07', amount: 500_00, recorded_at: '2026-10-08T05:00:00.000Z' },
    withheld: 500_00,
  }),
];

const PAYEES = [
  { user_id: ANJALI, name: 'Anjali Rao', gross: 24_000_00, tds: 1_800_00, certificate: null },
  {
    user_id: BHASKAR,
    name: 'Bhaskar Menon',
    gross: 16_000_00,
    tds: 1_200_00,
    certificate: { id: 'c1', url: '/api/tax-certificates/c1', uploaded_at: '2027-01-02T00:00:00.000Z' },
  },
];

/** The admin's tax API, as the server holds it: a rule added joins the list, a deposit is recorded on its quarter. */
function stubTaxAdminApi(refuse: Partial<Record<'rule' | 'deposit', Response>> = {}) {
  const rules = [...RULES];
  let quarters = [...QUARTERS];
  return stubApiRoutes({
    'GET /api/admin/tds-rules': () => jsonResponse(200, { items: rules }),
    'POST /api/admin/tds-rules': (call) => {
      if (refuse.rule) return refuse.rule;
      const created = { ...(call.body as Omit<TdsRule, 'id'>), id: 'r3', created_by: 'admin-1', created_at: '2026-12-01T00:00:00.000Z' };
      rules.push(created);
      return jsonResponse(201, created);
    },
    'GET /api/admin/tax-quarters': () => jsonResponse(200, { items: quarters }),
    [`POST /api/admin/deals/${VILLA}/tds-deposits`]: (call) => {
      if (refuse.deposit) return refuse.deposit;
      const body = call.body as { quarter: string; challan: string; deposited_on: string };
      quarters = quarters.map((item) =>
        item.deal_id === VILLA && item.tax_quarter === body.quarter
          ? { ...item, deposit: { challan: body.challan, deposited_on: body.deposited_on, amount: item.withheld, recorded_at: '2027-01-08T00:00:00.000Z' } }
          : item,
      );
      return jsonResponse(201, {
        id: 'dep-1',
        deal_id: VILLA,
        currency: 'INR',
        amount: 3_000_00,
        recorded_at: '2027-01-08T00:00:00.000Z',
        ...body,
      });
    },
    [`GET /api/admin/deals/${VILLA}/tds-return`]: () =>
      new Response('Deductee PAN\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="form-26q-2026-27-Q3-${VILLA}.csv"` },
      }),
    [`GET /api/admin/deals/${VILLA}/tax-payees`]: () => jsonResponse(200, { items: PAYEES }),
  });
}

function renderPage() {
  signInAs('admin', { id: 'admin-1' });
  renderRoutes([{ path: PATH, element: <AdminTaxPage /> }], PATH);
}

const cellsOf = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);
const posts = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }));

stubScrolling();
beforeEach(() => {
  FakeUpload.sent = [];
});
afterEach(() => {
  signOut();
});

describe("the admin's Tax page", { timeout: 30_000 }, () => {
  it('lists the TDS rules, and adds one from a later date through its dialog', async () => {
    const calls = stubTaxAdminApi();
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Tax' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'TDS rules' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Structure', 'In force from', 'Section', 'Rate', 'Threshold a financial year', 'Without a PAN']);
    expect(within(table).getAllByTestId('rule-row').map(cellsOf)).toEqual([
      ['Private limited company (SPV)Interest', 'Apr 1, 2026', '194A · 393(1) Sl.5(iii)', '10%', '₹10,000.00', '20%'],
      ['Category II AIFRent', 'Apr 1, 2025', '194LBB', '7.5%', 'None', '20%'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add rule' });
    expect(within(dialog).getByLabelText('Structure')).toHaveFocus();
    await user.selectOptions(within(dialog).getByLabelText('Structure'), 'sm_reit');
    await user.selectOptions(within(dialog).getByLabelText('Income type'), 'Dividend');
    const from = within(dialog).getByLabelText('In force from');
    await user.clear(from);
    await user.type(from, '2027-04-01');
    await user.type(within(dialog).getByLabelText('Section (Income-tax Act, 1961)'), '194LBA');
    await user.type(within(dialog).getByLabelText('Section (Income-tax Act, 2025)'), '393(1) Sl.4(ii)');
    await user.clear(within(dialog).getByLabelText('Rate (%)'));
    await user.type(within(dialog).getByLabelText('Rate (%)'), 'ten');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(within(dialog).getByLabelText('Rate (%)')).toHaveAccessibleDescription('Enter a percentage from 0 to 100, such as 10 or 7.5.');
    expect(posts(calls)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Rate (%)'));
    await user.type(within(dialog).getByLabelText('Rate (%)'), '7.5');
    await user.type(within(dialog).getByLabelText('Threshold a financial year (₹)'), '5,000');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([
      {
        url: '/api/admin/tds-rules',
        body: {
          structure: 'sm_reit',
          income_type: 'dividend',
          effective_from: '2027-04-01',
          section: '194LBA',
          section_2025: '393(1) Sl.4(ii)',
          rate_bps: 750,
          threshold: 5_000_00,
          no_pan_rate_bps: 2000,
        },
      },
    ]);
    expect(await screen.findByText('The rule for SM REIT scheme, Dividend applies to payments from Apr 1, 2027.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'TDS rules' })).getAllByTestId('rule-row')).toHaveLength(3));
  });

  it("shows the server's refusal of a rule in the dialog, which stays open", async () => {
    stubTaxAdminApi({
      rule: errorResponse(409, 'A rule for this structure and income type from 2027-04-01 exists already.', 'tds_rule_exists'),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add rule' });
    await user.type(within(dialog).getByLabelText('Section (Income-tax Act, 1961)'), '194A');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A rule for this structure and income type from 2027-04-01 exists already.');
  });

  it('lists each deal quarter with its tax and deposit, records a challan, and downloads the Form 26Q', async () => {
    const calls = stubTaxAdminApi();
    const createObjectURL = vi.fn(() => 'blob:return');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Deposits and returns' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Deal', 'Quarter', 'Paid', 'Tax withheld', 'Deposit', 'Action']);
    expect(within(table).getAllByTestId('quarter-row').map(cellsOf)).toEqual([
      ['Sea Breeze Villa', '2026-27 Q4 · January to March', '₹10,000.00', '₹1,000.00', 'Due once the quarter is over', 'Form 26Q'],
      ['Sea Breeze Villa', '2026-27 Q3 · October to December', '₹40,000.00', '₹3,000.00', 'Not deposited yet', 'Record challanForm 26Q'],
      ['Palm Court', '2026-27 Q2 · July to September', '₹40,000.00', '₹500.00', '0510002 07102026 00017Deposited on Oct 7, 2026', 'Form 26Q'],
    ]);

    await user.click(within(table).getByRole('button', { name: 'Record challan for Sea Breeze Villa, 2026-27-Q3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record challan' });
    expect(dialog).toHaveTextContent("Recording the challan moves the quarter's ₹3,000.00 of tax withheld out of the deal's TDS account to the government.");
    await user.click(within(dialog).getByRole('button', { name: 'Record challan' }));
    expect(within(dialog).getByLabelText('Challan number')).toHaveAccessibleDescription(/Enter the challan number\./);
    await user.type(within(dialog).getByLabelText('Challan number'), '0510002 07012027 00042');
    const date = within(dialog).getByLabelText('Date of deposit');
    await user.clear(date);
    await user.type(date, '2027-01-07');
    await user.click(within(dialog).getByRole('button', { name: 'Record challan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([
      { url: `/api/admin/deals/${VILLA}/tds-deposits`, body: { quarter: '2026-27-Q3', challan: '0510002 07012027 00042', deposited_on: '2027-01-07' } },
    ]);
    expect(await screen.findByText('The tax of Sea Breeze Villa, 2026-27-Q3 is recorded as deposited.')).toBeInTheDocument();
    await waitFor(() =>
      expect(cellsOf(within(screen.getByRole('table', { name: 'Deposits and returns' })).getAllByTestId('quarter-row')[1]!)[4]).toBe(
        '0510002 07012027 00042Deposited on Jan 7, 2027',
      ),
    );

    await user.click(
      within(screen.getByRole('table', { name: 'Deposits and returns' })).getByRole('button', { name: 'Download Form 26Q for Sea Breeze Villa, 2026-27-Q3' }),
    );
    await waitFor(() => expect(saved).toEqual([`form-26q-2026-27-Q3-${VILLA}.csv`]));
    const download = calls.find((call) => call.url.startsWith(`/api/admin/deals/${VILLA}/tds-return`))!;
    expect(queryOf(download.url)).toEqual({ fy: '2026-27', quarter: '3' });
    expect(download.headers.accept).toBe('text/csv');
  });

  it('says so when a deposit is refused, in the dialog', async () => {
    stubTaxAdminApi({ deposit: errorResponse(409, 'The tax of 2026-27-Q3 has been deposited already: a quarter is deposited once.', 'already_deposited') });
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Deposits and returns' });
    await user.click(within(table).getByRole('button', { name: 'Record challan for Sea Breeze Villa, 2026-27-Q3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record challan' });
    await user.type(within(dialog).getByLabelText('Challan number'), '00042');
    await user.click(within(dialog).getByRole('button', { name: 'Record challan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The tax of 2026-27-Q3 has been deposited already: a quarter is deposited once.');
  });

  it("uploads a backer's Form 16A for a deal and quarter, with its fields, and says the backer has been told", async () => {
    const calls = stubTaxAdminApi();
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    // A file the input's `accept` would hide can still be chosen ("All files"): the page checks it too.
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    const form = await screen.findByRole('region', { name: 'Form 16A' });
    const upload = () => user.click(within(form).getByRole('button', { name: 'Upload Form 16A' }));
    await upload();
    expect(within(form).getByLabelText('Deal')).toHaveAccessibleDescription('Choose the deal.');
    expect(within(form).getByLabelText('Form 16A (PDF)')).toHaveAccessibleDescription(/Choose the Form 16A \(a PDF\)\./);

    await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Sea Breeze Villa' })).toHaveLength(1));
    await user.selectOptions(within(form).getByLabelText('Deal'), 'Sea Breeze Villa');
    await user.selectOptions(within(form).getByLabelText('Quarter'), '2026-27 Q3 · October to December');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Bhaskar Menon (uploaded)' })).toBeInTheDocument());
    expect(queryOf(calls.find((call) => call.url.includes('tax-payees'))!.url)).toEqual({ fy: '2026-27', quarter: '3' });
    await user.selectOptions(within(form).getByLabelText('Backer'), 'Anjali Rao');

    await user.upload(within(form).getByLabelText('Form 16A (PDF)'), new File(['not a pdf'], 'form16a.png', { type: 'image/png' }));
    await upload();
    expect(within(form).getByLabelText('Form 16A (PDF)')).toHaveAccessibleDescription(/form16a\.png is not a PDF\./);
    expect(FakeUpload.sent).toEqual([]);

    await user.upload(within(form).getByLabelText('Form 16A (PDF)'), new File(['%PDF-1.4'], 'form16a.pdf', { type: 'application/pdf' }));
    await upload();
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const sent = FakeUpload.sent[0]!;
    expect(sent.url).toBe('/api/admin/tax-certificates');
    expect(Object.fromEntries([...sent.body!.entries()].filter(([name]) => name !== 'file'))).toEqual({
      user_id: ANJALI,
      deal_id: VILLA,
      fy: '2026-27',
      quarter: '3',
    });
    expect((sent.body!.get('file') as File).name).toBe('form16a.pdf');
    sent.answer(201, {
      id: 'c2',
      user_id: ANJALI,
      deal_id: VILLA,
      fy: '2026-27',
      quarter: 3,
      url: '/api/tax-certificates/c2',
      uploaded_at: '2027-01-08T00:00:00.000Z',
      replaced: false,
    });
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'The Form 16A of Anjali Rao for 2026-27 Q3 · October to December is uploaded; Anjali Rao has been told.',
    );
  });

  describe('in Spanish', () => {
    beforeEach(() => activateLanguage('es'));
    afterEach(() => activateLanguage('en'));

    it('names its sections and columns in Spanish', async () => {
      stubTaxAdminApi();
      renderPage();
      expect(screen.getByRole('heading', { level: 1, name: 'Impuestos' })).toBeInTheDocument();
      const rules = await screen.findByRole('table', { name: 'Reglas de retención' });
      expect(within(rules).getAllByRole('columnheader')[1]).toHaveTextContent('En vigor desde');
      expect(await screen.findByRole('table', { name: 'Depósitos y declaraciones' })).toBeInTheDocument();
    });
  });
});
