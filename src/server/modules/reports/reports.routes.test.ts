import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Report, ReportList } from '../../../shared/contracts/reports.ts';
import { nextQuarter, previousQuarter, quarterOf } from '../../../shared/periods.ts';
import { auditEvents, deals, distributions, notifications, payouts } from '../../db/schema/index.ts';
import { adminToken, authOf, createLiveTestDeal, openTestMarket, registerTestUser, type TestUser } from '../../test/factories.ts';
import { fundedTestDeal, payTestDistribution } from '../../test/income.ts';
import { multipartBody, TEST_PDF, testImage } from '../../test/multipart.ts';
import type { TestApp } from '../../test/test-app.ts';
import { checkUnits } from '../holdings/index.ts';
import { accountsOf, availableOf, checkLedger } from '../ledger/ledger.ts';
import { HEALTH_JOB } from './reporting-health.service.ts';
import { deadlineOf } from './reporting-health.ts';

/*
 * The routes of quarterly reports (interfaces.md, "After funding"), each success and each refusal,
 * and what follows from them: the management fee of a paid distribution held in the deal's fee
 * hold, released to the proposer when its quarter's report is accepted; the deal's reporting health
 * recomputed by the job as reports fall due, its backers told; a non-reporting deal's held fees
 * paid to its holders as compensation, once.
 */

let t: TestApp;
let proposer: TestUser;
let other: TestUser;
let stranger: TestUser;
let admin: { authorization: string };

beforeAll(async () => {
  ({ t, proposer } = await openTestMarket());
  admin = { authorization: `Bearer ${await adminToken(t.app)}` };
  other = await registerTestUser(t.app, 'proposer');
  stranger = await registerTestUser(t.app, 'backer');
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  expect(await checkUnits(t.database.db)).toEqual([]);
});

const FIGURES = {
  narrative: 'Fully let all quarter.',
  occupancy_bps: 9500,
  rent_collected: 1_20_000_00,
  expenses: 20_000_00,
  capex: 0,
  reserve_balance: 50_000_00,
};

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string> = {}, payload?: object) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function ok<T>(method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object): Promise<T> {
  const response = await call(method, url, headers, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as T;
}

const payable = async (userId: string) => {
  const [account] = await accountsOf(t.database.db, userId, 'proposer_payable');
  return account ? availableOf(account) : 0n;
};
const feeHold = async (dealId: string) => {
  const [account] = await accountsOf(t.database.db, dealId, 'fee_hold');
  return account ? availableOf(account) : 0n;
};
const runHealth = async () => {
  await t.app.jobs.schedule(HEALTH_JOB, 'all', new Date(0));
  await t.app.jobs.runDue(t.clock.now());
};

describe('filing a report', () => {
  it('drafts, changes, submits; the admin returns it with a comment, then accepts it; anyone reads it once accepted', async () => {
    const { deal } = await fundedTestDeal(t, proposer);
    const quarter = quarterOf(t.clock.now());
    const draft = await call('POST', `/api/deals/${deal.id}/reports`, authOf(proposer), { quarter, ...FIGURES });
    expect(draft.statusCode, draft.body).toBe(201);
    const report = draft.json() as Report;
    expect(report).toMatchObject({
      deal_id: deal.id,
      quarter,
      status: 'draft',
      currency: 'INR',
      ...FIGURES,
      photos: [],
      documents: [],
      comment: null,
      submitted_at: null,
    });
    expect(report.due_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Not public yet: anyone else sees no report, its proposer sees it with what is due and the open questions.
    expect((await ok<ReportList>('GET', `/api/deals/${deal.id}/reports`, {})).items).toEqual([]);
    const own = await ok<ReportList>('GET', `/api/deals/${deal.id}/reports`, authOf(proposer));
    expect(own.items.map((item) => item.id)).toEqual([report.id]);
    expect(own).toMatchObject({ viewer_can_file: true, next_due: { quarter, due_on: report.due_on }, open_questions: [], fees_held: [] });

    const patched = await ok<Report>('PATCH', `/api/reports/${report.id}`, authOf(proposer), { occupancy_bps: 10_000, narrative: '  <b>Let</b> & well  ' });
    expect(patched).toMatchObject({ occupancy_bps: 10_000, narrative: '<b>Let</b> & well', rent_collected: FIGURES.rent_collected });

    const submitted = await ok<Report>('POST', `/api/reports/${report.id}/submit`, authOf(proposer));
    expect(submitted.status).toBe('submitted');
    expect((await call('PATCH', `/api/reports/${report.id}`, authOf(proposer), { capex: 1 })).json().code).toBe('wrong_status');
    expect((await call('POST', `/api/reports/${report.id}/submit`, authOf(proposer))).statusCode).toBe(409);
    const queue = await ok<{ queue: Report[] }>('GET', '/api/admin/reports', admin);
    expect(queue.queue.map((item) => item.id)).toContain(report.id);

    const returned = await ok<Report>('POST', `/api/admin/reports/${report.id}/return`, admin, { comment: 'Add the rent roll.' });
    expect(returned).toMatchObject({ status: 'returned', comment: 'Add the rent roll.' });
    expect((await call('POST', `/api/admin/reports/${report.id}/accept`, admin)).statusCode).toBe(409);
    await ok('PATCH', `/api/reports/${report.id}`, authOf(proposer), { expenses: 25_000_00 });
    expect((await ok<Report>('POST', `/api/reports/${report.id}/submit`, authOf(proposer))).comment).toBeNull();

    const accepted = await ok<Report>('POST', `/api/admin/reports/${report.id}/accept`, admin);
    expect(accepted).toMatchObject({ status: 'accepted', expenses: 25_000_00 });
    expect(accepted.accepted_at).not.toBeNull();
    expect((await call('POST', `/api/admin/reports/${report.id}/accept`, admin)).json().code).toBe('wrong_status');
    expect((await call('POST', `/api/admin/reports/${report.id}/return`, admin, { comment: 'Again' })).statusCode).toBe(409);

    const anyone = await ok<ReportList>('GET', `/api/deals/${deal.id}/reports`, {});
    expect(anyone.items.map((item) => item.id)).toEqual([report.id]);
    expect(anyone).toMatchObject({ viewer_can_file: false, next_due: null, open_questions: [], fees_held: [] });

    const actions = await t.database.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.subjectId, report.id));
    expect(actions.map((row) => row.action).sort()).toEqual(
      ['report.accepted', 'report.drafted', 'report.returned', 'report.submitted', 'report.submitted'].sort(),
    );
    const told = await t.database.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, proposer.id));
    expect(told.map((row) => row.title)).toEqual(expect.arrayContaining(['Report returned', 'Report accepted']));
  });

  it('refuses a deal not funded (409), a quarter taken (409), before the funding or not begun (422), a bad body (422)', async () => {
    const live = await createLiveTestDeal(t.app, t.database.db, proposer);
    const quarter = quarterOf(t.clock.now());
    expect((await call('POST', `/api/deals/${live.id}/reports`, authOf(proposer), { quarter, ...FIGURES })).json().code).toBe('deal_not_funded');
    const { deal } = await fundedTestDeal(t, proposer);
    expect((await call('POST', `/api/deals/${deal.id}/reports`, authOf(proposer), { quarter, ...FIGURES })).statusCode).toBe(201);
    const again = await call('POST', `/api/deals/${deal.id}/reports`, authOf(proposer), { quarter, ...FIGURES });
    expect([again.statusCode, again.json().code]).toEqual([409, 'duplicate_period']);
    for (const early of [previousQuarter(quarter), nextQuarter(quarter)]) {
      const refused = await call('POST', `/api/deals/${deal.id}/reports`, authOf(proposer), { quarter: early, ...FIGURES });
      expect([refused.statusCode, refused.json().code]).toEqual([422, 'invalid_period']);
    }
    for (const body of [
      { ...FIGURES },
      { quarter, ...FIGURES, occupancy_bps: 10_001 },
      { quarter, ...FIGURES, capex: -1 },
      { quarter, ...FIGURES, narrative: ' ' },
      { quarter, ...FIGURES, extra: 1 },
    ]) {
      expect((await call('POST', `/api/deals/${deal.id}/reports`, authOf(proposer), body)).statusCode).toBe(422);
    }
    expect((await call('POST', `/api/admin/reports/${crypto.randomUUID()}/return`, admin, {})).statusCode).toBe(422);
  });

  it("is its proposer's: another proposer and unknown ids are 404, a backer 403, no one signed in 401", async () => {
    const { deal } = await fundedTestDeal(t, proposer);
    const report = await ok<Report>('POST', `/api/deals/${deal.id}/reports`, authOf(proposer), { quarter: quarterOf(t.clock.now()), ...FIGURES });
    expect((await call('POST', `/api/deals/${deal.id}/reports`, authOf(other), { quarter: quarterOf(t.clock.now()), ...FIGURES })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/reports/${report.id}`, authOf(other), { capex: 1 })).statusCode).toBe(404);
    expect((await call('POST', `/api/reports/${report.id}/submit`, authOf(other))).statusCode).toBe(404);
    expect((await call('PATCH', `/api/reports/${crypto.randomUUID()}`, authOf(proposer), { capex: 1 })).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/reports/${crypto.randomUUID()}/accept`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/deals/${deal.id}/reports`, authOf(stranger), { quarter: quarterOf(t.clock.now()), ...FIGURES })).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/reports/${report.id}/accept`, authOf(proposer))).statusCode).toBe(403);
    expect((await call('PATCH', `/api/reports/${report.id}`, {}, { capex: 1 })).statusCode).toBe(401);
    expect((await call('GET', `/api/deals/${crypto.randomUUID()}/reports`)).statusCode).toBe(404);
    // A draft deal is not visible to anyone but its proposer and the admin.
    const { id: draftDeal } = await createLiveTestDeal(t.app, t.database.db, proposer);
    await t.database.db.update(deals).set({ lifecycle: 'draft' }).where(eq(deals.id, draftDeal));
    expect((await call('GET', `/api/deals/${draftDeal}/reports`)).statusCode).toBe(404);
    expect((await call('GET', `/api/deals/${draftDeal}/reports`, authOf(proposer))).statusCode).toBe(200);
  });
});

describe("a report's photos and documents", () => {
  it('takes images and PDFs by their content, lists them, and serves a document to whoever may see the report', async () => {
    const { deal } = await fundedTestDeal(t, proposer);
    const report = await ok<Report>('POST', `/api/deals/${deal.id}/reports`, authOf(proposer), { quarter: quarterOf(t.clock.now()), ...FIGURES });
    const upload = (kind: 'photos' | 'documents', file: Parameters<typeof multipartBody>[0], user = proposer) => {
      const body = multipartBody(file);
      return t.app.inject({ method: 'POST', url: `/api/reports/${report.id}/${kind}`, headers: { ...authOf(user), ...body.headers }, payload: body.payload });
    };
    const photo = await upload('photos', { filename: 'front.png', type: 'image/png', content: await testImage('png', { seed: 3 }) });
    expect(photo.statusCode, photo.body).toBe(201);
    expect(photo.json().url).toMatch(new RegExp(`^/uploads/deals/${deal.id}/[0-9a-f]{24}\\.webp$`));
    expect((await upload('photos', { filename: 'front.png', type: 'image/png', content: await testImage('png', { seed: 3 }) })).json().code).toBe(
      'duplicate_photo',
    );
    // Named an image, but a PDF: refused by its content.
    expect((await upload('photos', { filename: 'x.png', type: 'image/png', content: TEST_PDF })).statusCode).toBe(415);
    const document = await upload('documents', { filename: 'rent-roll.pdf', type: 'application/pdf', content: TEST_PDF });
    expect(document.statusCode, document.body).toBe(201);
    expect((await upload('documents', { filename: 'fake.pdf', type: 'application/pdf', content: await testImage('png') })).statusCode).toBe(415);
    expect((await upload('documents', { filename: 'r.pdf', type: 'application/pdf', content: TEST_PDF }, other)).statusCode).toBe(404);

    const listed = (await ok<ReportList>('GET', `/api/deals/${deal.id}/reports`, authOf(proposer))).items[0]!;
    expect(listed.photos).toEqual([photo.json().url]);
    expect(listed.documents).toEqual([{ name: 'rent-roll.pdf', url: document.json().url }]);
    const url = document.json().url as string;
    const own = await call('GET', url, authOf(proposer));
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(own.rawPayload.equals(TEST_PDF)).toBe(true);
    // A draft's document is not public; once accepted it is.
    expect((await call('GET', url)).statusCode).toBe(404);
    await ok('POST', `/api/reports/${report.id}/submit`, authOf(proposer));
    expect((await upload('documents', { filename: 'late.pdf', type: 'application/pdf', content: TEST_PDF })).statusCode).toBe(409);
    await ok('POST', `/api/admin/reports/${report.id}/accept`, admin);
    expect((await call('GET', url)).statusCode).toBe(200);
    expect((await call('GET', `/api/reports/${report.id}/documents/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('fees held for reporting', () => {
  it("holds a paid distribution's management fee until the quarter's report is accepted, then releases it to the proposer once", async () => {
    const sponsor = await registerTestUser(t.app, 'proposer');
    const { deal } = await fundedTestDeal(t, sponsor);
    // The proposer was paid the raise at funding: what follows is counted from there.
    const raised = await payable(sponsor.id);
    const distributionId = await payTestDistribution(t, sponsor, deal.id, { interest: 30_000_00 }, { managementFee: 5_000_00 });
    expect(await feeHold(deal.id)).toBe(5_000_00n);
    expect(await payable(sponsor.id)).toBe(raised);
    const list = await ok<ReportList>('GET', `/api/deals/${deal.id}/reports`, authOf(sponsor));
    expect(list.fees_held).toEqual([{ quarter: quarterOf(t.clock.now()), amount: 5_000_00 }]);

    const report = await ok<Report>('POST', `/api/deals/${deal.id}/reports`, authOf(sponsor), { quarter: quarterOf(t.clock.now()), ...FIGURES });
    await ok('POST', `/api/reports/${report.id}/submit`, authOf(sponsor));
    await ok('POST', `/api/admin/reports/${report.id}/accept`, admin);
    expect(await feeHold(deal.id)).toBe(0n);
    expect(await payable(sponsor.id)).toBe(raised + 5_000_00n);
    const [row] = await t.database.db.select().from(distributions).where(eq(distributions.id, distributionId));
    expect(row!.feeReleasedAt).not.toBeNull();

    // A distribution paid after its quarter's report was accepted releases its fee at once.
    await payTestDistribution(t, sponsor, deal.id, { interest: 10_000_00 }, { managementFee: 1_000_00 });
    expect(await feeHold(deal.id)).toBe(0n);
    expect(await payable(sponsor.id)).toBe(raised + 6_000_00n);
  });
});

describe('reporting health', () => {
  it('turns late when a report falls due unfiled, non-reporting after four in a row, and pays the held fees to the holders as compensation, once', async () => {
    const sponsor = await registerTestUser(t.app, 'proposer');
    const { deal, backers } = await fundedTestDeal(t, sponsor);
    const raised = await payable(sponsor.id);
    const funded = quarterOf(t.clock.now());
    await payTestDistribution(t, sponsor, deal.id, { interest: 30_000_00 }, { managementFee: 5_000_01 });
    const health = async () => (await t.database.db.select({ health: deals.reportingHealth }).from(deals).where(eq(deals.id, deal.id)))[0]!.health;
    const start = t.clock.now();

    await runHealth();
    expect(await health()).toBeNull();
    // REPORT_GRACE (45 days) after the funding quarter's end: late; the backers are told.
    t.clock.set(new Date(deadlineOf(funded, 45 * 86_400_000).getTime() - 60_000));
    await runHealth();
    expect(await health()).toBeNull();
    t.clock.advance(60_000);
    await runHealth();
    expect(await health()).toBe('late');
    const told = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.title, 'Reporting health changed'), inArray(notifications.userId, [...backers.map((backer) => backer.id), sponsor.id])));
    // Its backers, once each; not the sponsor.
    expect(told.map((row) => row.userId).sort()).toEqual(backers.map((backer) => backer.id).sort());
    expect(await feeHold(deal.id)).toBe(5_000_01n);

    // Three more quarters unreported: four in a row.
    t.clock.advance(3 * 92 * 86_400_000);
    await runHealth();
    expect(await health()).toBe('non_reporting');
    // A second run, and the job delivered again, pay nothing more.
    await runHealth();
    await runHealth();
    expect(await feeHold(deal.id)).toBe(0n);
    const compensation = await t.database.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.dealId, deal.id), eq(payouts.incomeType, 'compensation')));
    // 60:40 of ₹5,000.01, untaxed; the extra paisa to the larger holder's equal remainder is decided by allocate.
    expect(compensation.map((row) => [row.userId, row.gross, row.tds]).sort()).toEqual(
      [
        [backers[0]!.id, 3_000_01n, 0n],
        [backers[1]!.id, 2_000_00n, 0n],
      ].sort(),
    );
    const made = await t.database.db
      .select()
      .from(distributions)
      .where(and(eq(distributions.dealId, deal.id), eq(distributions.splitCompensation, 5_000_01n)));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ period: funded, status: 'paid', managementFee: 0n });
    expect(await payable(sponsor.id)).toBe(raised);
    t.clock.set(start);
  });
});
