import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Distribution } from '../../../../shared/contracts/distributions.ts';
import { previousQuarter, quarterOf } from '../../../../shared/periods.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { stubApiRoutes, type StubbedCall } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { FakeUpload } from '../../../test/fake-upload.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { testDistribution } from '../lib/test-distributions.ts';
import { DealDistributionsPage } from './deal-distributions-page.tsx';

const PATH = '/proposer_dashboard/deals/deal-1/distributions';
const CURRENT = quarterOf(new Date());
/** Funded in the middle of the quarter before last. */
const FUNDED_AT = new Date(Date.now() - 200 * 86_400_000).toISOString();
const FUNDED = testDeal({ lifecycle: 'funded', status: 'completed', viewer_can_manage: true, funded_at: FUNDED_AT, face_value_total: 1_00_00_000_00 });

/** The deal and its distributions as the server holds them; `more` adds routes (the writes). */
function stubDeal(items: Distribution[], more: Record<string, (call: StubbedCall) => Response> = {}) {
  const state = { items };
  const calls = stubApiRoutes({
    'GET /api/deals/deal-1': () => jsonResponse(200, FUNDED),
    'GET /api/deals/deal-1/distributions': () => jsonResponse(200, { items: state.items }),
    ...more,
  });
  return { state, calls };
}

function renderPage() {
  signInAs('proposer', { id: 'proposer-1' });
  renderRoutes([{ path: '/proposer_dashboard/deals/:id/distributions', element: <DealDistributionsPage dealId="deal-1" role="proposer" /> }], PATH);
}

const form = () => screen.getByRole('form', { name: /New distribution|Draft distribution/ });
const line = (n: number) => within(form()).getByRole('group', { name: `Line ${n}` });
const writes = (calls: StubbedCall[]) => calls.filter((call) => call.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

afterEach(async () => {
  vi.unstubAllGlobals();
  signOut();
  await activateLanguage('en');
});

describe("a deal's distributions", { timeout: 30_000 }, () => {
  it('lists each with its status and what it asks next: the transfer to make, the reason of a rejection, what was paid', async () => {
    stubDeal([
      testDistribution({ id: 'd-3', period: '2026-Q3', status: 'submitted', reference: 'SHD-SUBMIT01' }),
      testDistribution({
        id: 'd-2',
        period: '2026-Q2',
        status: 'rejected',
        reference: 'SHD-REJECT01',
        rejection_reason: 'The fee line is above the agreed 10%.',
      }),
      testDistribution({
        id: 'd-1',
        period: '2026-Q1',
        status: 'paid',
        reference: 'SHD-PAID0001',
        paid: { payouts: 12, gross: 2_57_654_33, tds: 9_000_00, net: 2_48_654_33 },
      }),
    ]);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Distributions' })).toBeInTheDocument();
    const submitted = await screen.findByRole('article', { name: /2026-Q3/ });
    expect(within(submitted).getByRole('heading', { name: '2026-Q3 Awaiting funds' })).toBeInTheDocument();
    expect(submitted).toHaveTextContent('Distributable₹2,57,654.33');
    expect(submitted).toHaveTextContent('To fund₹2,87,654.33');
    expect(submitted).toHaveTextContent("Pay ₹2,87,654.33 (the distributable amount and the management fee) into the deal's distribution account");
    expect(submitted).toHaveTextContent('write the reference SHD-SUBMIT01 in the transfer');
    expect(within(submitted).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    expect(within(submitted).getByRole('button', { name: 'Copy account number' })).toBeInTheDocument();

    const rejected = screen.getByRole('article', { name: /2026-Q2/ });
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('Reason for the rejectionThe fee line is above the agreed 10%.');

    const paid = screen.getByRole('article', { name: /2026-Q1/ });
    expect(paid).toHaveTextContent('Payouts12Gross₹2,57,654.33Tax withheld₹9,000.00Net₹2,48,654.33');
    // Only a draft is opened again, and only by its author.
    expect(screen.queryByRole('button', { name: /^Edit the/ })).not.toBeInTheDocument();
  });

  it('drafts a waterfall, with its running totals and the split left, then saves and submits it', async () => {
    const user = userEvent.setup();
    const saved = testDistribution({ id: 'dist-9', period: CURRENT });
    const { state, calls } = stubDeal([], {
      'POST /api/deals/deal-1/distributions': () => jsonResponse(201, saved),
      'PATCH /api/distributions/dist-9': () => jsonResponse(200, saved),
      'POST /api/distributions/dist-9/submit': () => {
        const submitted = { ...saved, status: 'submitted' as const, submitted_at: new Date().toISOString() };
        state.items = [submitted];
        return jsonResponse(200, submitted);
      },
    });
    renderPage();

    expect(await screen.findByText('No distributions yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New distribution' }));
    expect(screen.getByRole('heading', { name: 'New distribution' })).toHaveFocus();

    await user.selectOptions(within(form()).getByLabelText('Period'), CURRENT);
    await user.type(within(line(1)).getByLabelText('Label'), 'Rent July to September');
    await user.type(within(line(1)).getByLabelText('Amount'), '3,00,000');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(within(line(2)).getByLabelText('Kind')).toHaveValue('expense');
    await user.type(within(line(2)).getByLabelText('Label'), 'Society charges');
    await user.type(within(line(2)).getByLabelText('Amount'), '-12,345.67');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.selectOptions(within(line(3)).getByLabelText('Kind'), 'Management fee');
    await user.type(within(line(3)).getByLabelText('Label'), 'Management fee');
    await user.type(within(line(3)).getByLabelText('Amount'), '-30000');
    expect(screen.getByTestId('distributable')).toHaveTextContent('₹2,57,654.33');
    expect(screen.getByTestId('left-to-split')).toHaveTextContent('₹2,57,654.33');

    await user.type(within(form()).getByLabelText('Interest'), '1,00,000');
    expect(screen.getByTestId('left-to-split')).toHaveTextContent('₹1,57,654.33');
    // Not split to the paisa yet: the form says so and asks nothing of the server.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('The split adds up to ₹1,00,000.00, but the distributable amount is ₹2,57,654.33: they must be equal to the paisa.'),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.type(within(form()).getByLabelText('Return of capital'), '157654.33');
    expect(screen.getByTestId('left-to-split')).toHaveTextContent('₹0.00');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const input = {
      period: CURRENT,
      lines: [
        { kind: 'gross_rent', label: 'Rent July to September', amount: 3_00_000_00 },
        { kind: 'expense', label: 'Society charges', amount: -12_345_67 },
        { kind: 'management_fee', label: 'Management fee', amount: -30_000_00 },
      ],
      split: { interest: 1_00_000_00, dividend: 0, rent: 0, return_of_capital: 1_57_654_33 },
    };
    expect(writes(calls)).toEqual([{ method: 'POST', url: '/api/deals/deal-1/distributions', body: input }]);

    // The saved draft is changed in place, then submitted.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(`The ${CURRENT} distribution is submitted. Pay ₹2,87,654.33 quoting SHD-7K3M9Q2D: the details are below.`),
    ).toBeInTheDocument();
    expect(writes(calls).slice(1)).toEqual([
      { method: 'PATCH', url: '/api/distributions/dist-9', body: input },
      { method: 'POST', url: '/api/distributions/dist-9/submit', body: undefined },
    ]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const article = await screen.findByRole('article', { name: new RegExp(CURRENT) });
    await waitFor(() => expect(article).toHaveTextContent('Awaiting funds'));
    expect(within(article).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
  });

  it('opens its author’s draft again, with the amounts as they were typed', async () => {
    const user = userEvent.setup();
    stubDeal([testDistribution({ id: 'dist-1', period: CURRENT })]);
    renderPage();

    await user.click(await screen.findByRole('button', { name: `Edit the ${CURRENT} draft` }));
    expect(screen.getByRole('heading', { name: 'Draft distribution' })).toHaveFocus();
    expect(within(form()).getByLabelText('Period')).toHaveValue(CURRENT);
    expect(within(line(2)).getByLabelText('Amount')).toHaveValue('-12345.67');
    expect(within(form()).getByLabelText('Dividend')).toHaveValue('');
    expect(screen.getByTestId('left-to-split')).toHaveTextContent('₹0.00');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Edit the ${CURRENT} draft` })).toHaveFocus();
  });

  it('shows the server’s refusals beside the fields they name, in the reader’s words', async () => {
    const user = userEvent.setup();
    const { calls } = stubDeal([], {
      'POST /api/deals/deal-1/distributions': () =>
        errorResponse(422, "The period must be a quarter from the deal's funding (2026-Q4) to the current one (2027-Q1).", 'invalid_period', [
          { field: 'period', message: "The period must be a quarter from the deal's funding (2026-Q4) to the current one (2027-Q1)." },
          { field: 'split.rent', message: 'This deal pays no rent income under its structure: split the amount into the income types it pays.' },
        ]),
    });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'New distribution' }));
    await user.selectOptions(within(form()).getByLabelText('Period'), CURRENT);
    await user.type(within(line(1)).getByLabelText('Label'), 'Rent');
    await user.type(within(line(1)).getByLabelText('Amount'), '1234.56');
    await user.type(within(form()).getByLabelText('Rent'), '1234.56');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Some fields need attention: see the sentences under them.')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Period')).toHaveAccessibleDescription(/to the current one \(2027-Q1\)\.$/);
    expect(within(form()).getByLabelText('Period')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).getByLabelText('Rent')).toHaveAccessibleDescription(
      'This deal pays no rent income under its structure: split the amount into the income types it pays.',
    );
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/deals/deal-1/distributions',
        body: expect.objectContaining({ lines: [{ kind: 'gross_rent', label: 'Rent', amount: 123_456 }] }),
      },
    ]);
  });

  it("offers the quarters from the funding's to the current one", async () => {
    const user = userEvent.setup();
    stubDeal([]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New distribution' }));
    const options = within(within(form()).getByLabelText('Period'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    const quarters = [CURRENT];
    while (quarters.at(-1)! > quarterOf(new Date(FUNDED_AT))) quarters.push(previousQuarter(quarters.at(-1)!));
    expect(options).toEqual(['Choose a quarter', ...quarters]);
    expect(quarters.length).toBeGreaterThanOrEqual(3);
  });

  it("attaches evidence to a saved line: the line's number before the PDF, then the evidence opens from the line", async () => {
    const user = userEvent.setup();
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const rent = '/api/distributions/dist-1/evidence/rent-1';
    const draft = testDistribution({
      id: 'dist-1',
      period: CURRENT,
      lines: testDistribution().lines.map((each, index) => (index === 0 ? { ...each, evidence_url: rent } : each)),
    });
    stubDeal([draft]);
    renderPage();

    await user.click(await screen.findByRole('button', { name: `Edit the ${CURRENT} draft` }));
    expect(within(line(1)).getByRole('button', { name: 'Evidence (Rent July to September) (opens in a new tab)' })).toBeInTheDocument();
    expect(within(line(1)).getByLabelText('Replace the evidence')).toBeInTheDocument();
    const input = within(line(2)).getByLabelText('Attach evidence');
    expect(input).toHaveAccessibleDescription('A PDF up to 20 MB: the invoice, statement or receipt behind this line.');
    await user.upload(input, new File(['%PDF-1.4'], 'charges.pdf', { type: 'application/pdf' }));
    expect(FakeUpload.sent).toHaveLength(1);
    const [sent] = FakeUpload.sent;
    expect(sent!.url).toBe('/api/distributions/dist-1/evidence');
    expect([...sent!.body!.keys()]).toEqual(['line', 'file']);
    expect(sent!.body!.get('line')).toBe('1');
    expect(sent!.headers.authorization).toMatch(/^Bearer /);
    act(() => sent!.answer(201, { url: '/api/distributions/dist-1/evidence/charges-1' }));
    expect(await within(line(2)).findByRole('button', { name: 'Evidence (Society charges) (opens in a new tab)' })).toBeInTheDocument();
    expect(within(line(2)).getByRole('status')).toHaveTextContent('1 document added.');

    // A line added, or one whose kind changed, is the server's once the draft is saved.
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(within(line(4)).getByText('Save the draft to attach evidence to this line.')).toBeInTheDocument();
    await user.selectOptions(within(line(1)).getByLabelText('Kind'), 'Other income');
    expect(within(line(1)).queryByLabelText('Replace the evidence')).not.toBeInTheDocument();
  });

  it('says why a PDF was not attached: the server refuses one for a draft no longer open', async () => {
    // The file input's accept would keep the PNG out; the form's own check is what is tested.
    const user = userEvent.setup({ applyAccept: false });
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    stubDeal([testDistribution({ id: 'dist-1', period: CURRENT })]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: `Edit the ${CURRENT} draft` }));
    await user.upload(within(line(1)).getByLabelText('Attach evidence'), new File(['%PDF-1.4'], 'rent.pdf', { type: 'application/pdf' }));
    act(() =>
      FakeUpload.sent[0]!.answer(409, {
        message: 'Only a draft distribution can be changed or submitted.',
        detail: 'Only a draft distribution can be changed or submitted.',
        code: 'wrong_status',
      }),
    );
    expect(await within(line(1)).findByText('rent.pdf was not added. Only a draft distribution can be changed or submitted.')).toBeInTheDocument();
    // A file that is not a PDF is not sent at all.
    await user.upload(within(line(2)).getByLabelText('Attach evidence'), new File(['x'], 'charges.png', { type: 'image/png' }));
    expect(await within(line(2)).findByText('charges.png is not a PDF.')).toBeInTheDocument();
    expect(FakeUpload.sent).toHaveLength(1);
  });

  it('offers no form for a deal that has not funded', async () => {
    stubApiRoutes({
      'GET /api/deals/deal-1': () => jsonResponse(200, testDeal({ lifecycle: 'live', viewer_can_manage: true })),
      'GET /api/deals/deal-1/distributions': () => jsonResponse(200, { items: [] }),
    });
    renderPage();
    expect(await screen.findByText('Only a funded deal pays distributions.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New distribution' })).not.toBeInTheDocument();
  });

  it('speaks French: the form’s words, the kinds of line and the contract’s sign rule', async () => {
    await activateLanguage('fr');
    const user = userEvent.setup();
    stubDeal([]);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Distributions' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Nouvelle distribution' }));
    const frForm = screen.getByRole('form', { name: 'Nouvelle distribution' });
    const first = within(frForm).getByRole('group', { name: 'Ligne 1' });
    expect(
      within(within(first).getByLabelText('Type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Loyer brut', 'TDS du locataire', 'Autres revenus', 'Dépense', 'Frais de gestion', 'Réserve']);
    await user.selectOptions(within(first).getByLabelText('Type'), 'Dépense');
    await user.type(within(first).getByLabelText('Libellé'), 'Travaux');
    await user.type(within(first).getByLabelText('Montant'), '1 234,56');
    expect(screen.getByTestId('distributable')).toHaveTextContent(/^1\s234,56\s₹$/);
    await user.click(within(frForm).getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(within(first).getByLabelText('Montant')).toHaveAccessibleDescription(
      'Les déductions (la TDS du locataire, les dépenses, les frais de gestion) ne peuvent pas être positives.',
    );
  });
});
