import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draw, DrawList } from '../../../shared/contracts/draws.ts';
import { auditEvents, notifications } from '../../db/schema/index.ts';
import { TEST_DRAW_SCHEDULE, fundedFlipDeal, requestTestDraw } from '../../test/draws.ts';
import { adminToken, authOf, createLiveTestDeal, registerTestUser, signInTestUser, type TestUser } from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { fundedTestDeal } from '../../test/income.ts';
import { multipartBody, TEST_PDF, testImage } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountsOf } from '../ledger/index.ts';
import { checkLedger } from '../ledger/ledger.ts';
import { INSPECTION_JOB } from './draws.plugin.ts';

/*
 * The draws' routes (interfaces.md, "After funding"), each success and each refusal: a funded
 * Fix 'N' Flip deal's money waits in its construction escrow, split exactly by milestone; its
 * proposer requests the next draw with photos and a note, the admin releases it once (escrow →
 * payable) or returns it with a comment; an idle deal is flagged for a site inspection once.
 */

let t: TestApp;
let admin: Record<string, string>;
let own: TestUser;
let other: TestUser;
let dealId: string;
let title: string;

/** ₹10,00,000 raised less the 1.5 % platform fee. */
const ESCROWED = 98_500_000;
const AMOUNTS = [32_830_050, 32_830_050, 32_839_900];

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  admin = { authorization: `Bearer ${await adminToken(t.app)}` };
  own = await registerTestUser(t.app, 'proposer');
  other = await registerTestUser(t.app, 'proposer');
  const funded = await fundedFlipDeal(t, own);
  dealId = funded.deal.id;
  title = funded.deal.title;
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const draws = async (id = dealId) => (await get(`/api/deals/${id}/draws`)).json() as DrawList;
const balanceOf = async (ownerId: string, purpose: 'construction_escrow' | 'proposer_payable') => {
  const [account] = await accountsOf(t.database.db, ownerId, purpose);
  return account ? Number(account.creditsPosted - account.debitsPosted) : 0;
};
const balanceOfWallet = async (userId: string) => {
  const [account] = await accountsOf(t.database.db, userId, 'backer_wallet');
  return account ? Number(account.creditsPosted - account.debitsPosted) : 0;
};
const photoForm = async (seed: number) => multipartBody({ filename: 'site.jpg', type: 'image/jpeg', content: await testImage('jpeg', { seed }) });
const addPhoto = async (user: Record<string, string>, n: number | string, seed: number, id = dealId) => {
  const form = await photoForm(seed);
  return t.app.inject({ method: 'POST', url: `/api/deals/${id}/draws/${n}/photos`, headers: { ...user, ...form.headers }, payload: form.payload });
};
/** The inspection job, as the start-up sweep starts it (tests run no sweep): it schedules its own next run. */
const sweep = async () => {
  await t.app.jobs.schedule(INSPECTION_JOB, 'sweep', t.clock.now());
  await t.app.jobs.runDue(t.clock.now());
};
const latestAudit = async (action: string) =>
  (await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.createdAt)).limit(1))[0];
const notesOf = (userId: string, title: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));

describe('funding a Fix ’N’ Flip deal', () => {
  it('puts the money less the fee in its construction escrow, split into exact draws (the last takes the remainder), and pays the proposer nothing yet', async () => {
    const list = await draws();
    expect(list).toMatchObject({ inspection_due: false, currency: 'INR', undrawn: ESCROWED });
    expect(list.items.map((draw) => [draw.n, draw.name, draw.share_bps, draw.amount, draw.status])).toEqual([
      [1, 'Foundation', 3333, AMOUNTS[0], 'pending'],
      [2, 'Frame', 3333, AMOUNTS[1], 'pending'],
      [3, 'Finish', 3334, AMOUNTS[2], 'pending'],
    ]);
    expect(AMOUNTS.reduce((sum, amount) => sum + amount, 0)).toBe(ESCROWED);
    expect(await balanceOf(dealId, 'construction_escrow')).toBe(ESCROWED);
    expect(await balanceOf(own.id, 'proposer_payable')).toBe(0);
    const deal = (await get(`/api/deals/${dealId}`)).json();
    expect(deal.draw_schedule).toEqual(TEST_DRAW_SCHEDULE.map((milestone) => ({ name: milestone.name, share_bps: milestone.shareBps })));
  });

  it("leaves a Buy 'N' Hold deal as it was: the proposer is paid at once, and it has no draws (an empty list; its milestones 404)", async () => {
    const hold = await fundedTestDeal(t, own);
    expect(await balanceOf(own.id, 'proposer_payable')).toBe(ESCROWED);
    expect(await balanceOf(hold.deal.id, 'construction_escrow')).toBe(0);
    expect((await get(`/api/deals/${hold.deal.id}`)).json().draw_schedule).toBeNull();
    expect(await draws(hold.deal.id)).toEqual({ items: [], inspection_due: false, currency: 'INR', undrawn: 0 });
    const answer = await post(`/api/deals/${hold.deal.id}/draws/1/request`, authOf(own), { note: 'Done.' });
    expect([answer.statusCode, answer.json().code]).toEqual([404, 'not_found']);
    expect((await post(`/api/admin/deals/${hold.deal.id}/draws/1/release`, admin)).statusCode).toBe(404);
  });

  it('gives a deal without a schedule the one default milestone, Completion, with all the money', async () => {
    const plain = await fundedFlipDeal(t, other, []);
    const list = await draws(plain.deal.id);
    expect(list.items).toMatchObject([{ n: 1, name: 'Completion', share_bps: 10_000, amount: ESCROWED, status: 'pending' }]);
  });

  it('answers 404 for a live deal, an unknown one and a malformed id', async () => {
    const live = await createLiveTestDeal(t.app, t.database.db, own, { campaignType: 'fix_n_flip' });
    for (const id of [live.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await get(`/api/deals/${id}/draws`)).statusCode).toBe(404);
    }
  });
});

describe('requesting, returning and releasing draws', () => {
  it('refuses a request without a photo (422), and a photo that is not an image (415)', async () => {
    const bare = await post(`/api/deals/${dealId}/draws/1/request`, authOf(own), { note: 'Foundation poured.' });
    expect([bare.statusCode, bare.json().code]).toEqual([422, 'incomplete']);
    const form = multipartBody({ filename: 'site.jpg', type: 'image/jpeg', content: TEST_PDF });
    const pdf = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${dealId}/draws/1/photos`,
      headers: { ...authOf(own), ...form.headers },
      payload: form.payload,
    });
    expect(pdf.statusCode).toBe(415);
    expect((await draws()).items[0]!.photos).toEqual([]);
  });

  it('refuses the second milestone before the first is released (409 draw_out_of_order)', async () => {
    const photo = await addPhoto(authOf(own), 2, 90);
    expect([photo.statusCode, photo.json().code]).toEqual([409, 'draw_out_of_order']);
    const request = await post(`/api/deals/${dealId}/draws/2/request`, authOf(own), { note: 'Frame up.' });
    expect([request.statusCode, request.json().code]).toEqual([409, 'draw_out_of_order']);
    const release = await post(`/api/admin/deals/${dealId}/draws/2/release`, admin);
    expect([release.statusCode, release.json().code]).toEqual([409, 'draw_out_of_order']);
  });

  it('takes photos and a note, tells the admins and audits it; a second request is 409', async () => {
    const photo = await addPhoto(authOf(own), 1, 1);
    expect(photo.statusCode).toBe(201);
    expect(photo.json().url).toMatch(new RegExp(`^/uploads/deals/${dealId}/[0-9a-f]{24}\\.webp$`));
    expect((await get(photo.json().url)).headers['content-type']).toBe('image/webp');
    const again = await addPhoto(authOf(own), 1, 1);
    expect([again.statusCode, again.json().code]).toEqual([409, 'duplicate_photo']);

    const requested = await post(`/api/deals/${dealId}/draws/1/request`, authOf(own), { note: '  Foundation poured <b>today</b>.  ' });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({ n: 1, status: 'requested', note: 'Foundation poured <b>today</b>.', photos: [photo.json().url], comment: null });
    expect(Date.parse(requested.json().requested_at)).toBeLessThanOrEqual(t.clock.now().getTime());

    const adminId = (await get('/api/auth/me', admin)).json().user.id as string;
    const [note] = await notesOf(adminId, 'Draw to inspect');
    expect(note?.message).toBe(`${title} requested draw 1, Foundation, of ₹3,28,300.50. Inspect the photos and release it or return it.`);
    expect(await latestAudit('draw.requested')).toMatchObject({ actorId: own.id, subjectType: 'deal', subjectId: dealId });

    const twice = await post(`/api/deals/${dealId}/draws/1/request`, authOf(own), { note: 'Again.' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'wrong_status']);
    const late = await addPhoto(authOf(own), 1, 2);
    expect([late.statusCode, late.json().code]).toEqual([409, 'wrong_status']);
  });

  it('returns a requested draw with a comment: pending again, note and photos kept, the proposer told; 409 when not requested', async () => {
    const returned = await post(`/api/admin/deals/${dealId}/draws/1/return`, admin, { comment: 'The photos do not show the slab.' });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ status: 'pending', comment: 'The photos do not show the slab.', note: 'Foundation poured <b>today</b>.' });
    expect(returned.json().photos).toHaveLength(1);
    const [note] = await notesOf(own.id, 'Draw returned');
    expect(note?.message).toBe(`Draw 1 of ${title}, Foundation, was returned with a comment: The photos do not show the slab.`);
    expect(await latestAudit('draw.returned')).toMatchObject({ after: { n: 1, name: 'Foundation', comment: 'The photos do not show the slab.' } });

    const twice = await post(`/api/admin/deals/${dealId}/draws/1/return`, admin, { comment: 'Again.' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'wrong_status']);
    const releasePending = await post(`/api/admin/deals/${dealId}/draws/1/release`, admin);
    expect([releasePending.statusCode, releasePending.json().code]).toEqual([409, 'wrong_status']);
    const noComment = await post(`/api/admin/deals/${dealId}/draws/1/return`, admin, { comment: '  ' });
    expect(noComment.statusCode).toBe(422);
  });

  it('releases a requested draw once: its exact amount moves from the construction escrow to the proposer', async () => {
    expect((await addPhoto(authOf(own), 1, 3)).statusCode).toBe(201);
    const requested = await post(`/api/deals/${dealId}/draws/1/request`, authOf(own), { note: 'Slab photographed.' });
    expect(requested.json()).toMatchObject({ status: 'requested', comment: null });
    expect(requested.json().photos).toHaveLength(2);

    const released = await post(`/api/admin/deals/${dealId}/draws/1/release`, admin);
    expect(released.statusCode).toBe(200);
    expect(Date.parse((released.json() as Draw).released_at!)).toBeGreaterThan(Date.parse(requested.json().requested_at));
    expect(await balanceOf(dealId, 'construction_escrow')).toBe(ESCROWED - AMOUNTS[0]!);
    expect(await balanceOf(own.id, 'proposer_payable')).toBe(ESCROWED + AMOUNTS[0]!);
    const [note] = await notesOf(own.id, 'Draw released');
    expect(note?.message).toBe(`Draw 1 of ${title}, Foundation, was released: ₹3,28,300.50 is payable to you.`);
    expect(await latestAudit('draw.released')).toMatchObject({ actorId: expect.any(String), after: { n: 1, amount: String(AMOUNTS[0]) } });

    const twice = await post(`/api/admin/deals/${dealId}/draws/1/release`, admin);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'wrong_status']);
    expect(await balanceOf(dealId, 'construction_escrow')).toBe(ESCROWED - AMOUNTS[0]!);
    expect((await draws()).undrawn).toBe(ESCROWED - AMOUNTS[0]!);
  });

  it('then takes the next milestone, and the last draw empties the escrow to the paisa', async () => {
    await requestTestDraw(t, own, dealId, 2);
    expect((await post(`/api/admin/deals/${dealId}/draws/2/release`, admin)).statusCode).toBe(200);
    await requestTestDraw(t, own, dealId, 3);
    expect((await post(`/api/admin/deals/${dealId}/draws/3/release`, admin)).statusCode).toBe(200);
    expect(await balanceOf(dealId, 'construction_escrow')).toBe(0);
    expect((await draws()).items.map((draw) => draw.status)).toEqual(['released', 'released', 'released']);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('answers 404 for a milestone the deal does not have', async () => {
    for (const n of ['0', '4', '11', '01', 'x', '1.0']) {
      const answer = await post(`/api/deals/${dealId}/draws/${n}/request`, authOf(own), { note: 'Done.' });
      expect([n, answer.statusCode]).toEqual([n, 404]);
      expect((await post(`/api/admin/deals/${dealId}/draws/${n}/release`, admin)).statusCode).toBe(404);
    }
  });
});

describe('returning the undrawn money to the holders', () => {
  it('pays the milestones not yet drawn to the holders as return of capital, once, by face value; those draws are never drawn', async () => {
    const { deal, backers } = await fundedFlipDeal(t, own);
    await requestTestDraw(t, own, deal.id, 1, 41);
    // Not while a request waits for the admin.
    const waiting = await post(`/api/admin/deals/${deal.id}/draws/return-capital`, admin);
    expect([waiting.statusCode, waiting.json().code]).toEqual([409, 'wrong_status']);
    expect((await post(`/api/admin/deals/${deal.id}/draws/1/release`, admin)).statusCode).toBe(200);
    const wallets = await Promise.all(backers.map((backer) => balanceOfWallet(backer.id)));

    const returned = await post(`/api/admin/deals/${deal.id}/draws/return-capital`, admin);
    expect(returned.statusCode).toBe(201);
    const undrawn = AMOUNTS[1]! + AMOUNTS[2]!;
    expect(returned.json()).toMatchObject({ amount: undrawn, currency: 'INR' });
    expect(await balanceOf(deal.id, 'construction_escrow')).toBe(0);
    const list = await draws(deal.id);
    expect(list.undrawn).toBe(0);
    expect(list.items.map((draw) => [draw.status, draw.capital_returned_at !== null])).toEqual([
      ['released', false],
      ['pending', true],
      ['pending', true],
    ]);
    expect(await latestAudit('draw.capital_returned')).toMatchObject({ subjectId: deal.id, after: { milestones: [2, 3], amount: String(undrawn) } });
    const [note] = await notesOf(own.id, 'Undrawn money returned to the holders');
    expect(note?.message).toContain('₹6,56,699.50');

    // The distributions' job pays it: 60:40 by face value, no tax on return of capital.
    await t.app.jobs.runDue(t.clock.now());
    const distribution = (await get(`/api/distributions/${returned.json().distribution_id}`, admin)).json();
    expect(distribution).toMatchObject({ status: 'paid', distributable: undrawn });
    const after = await Promise.all(backers.map((backer) => balanceOfWallet(backer.id)));
    expect(after.map((balance, index) => balance - wallets[index]!)).toEqual([Math.round(undrawn * 0.6), undrawn - Math.round(undrawn * 0.6)]);

    const again = await post(`/api/admin/deals/${deal.id}/draws/return-capital`, admin);
    expect([again.statusCode, again.json().code]).toEqual([409, 'wrong_status']);
    await signInTestUser(t.app, own, 'proposer');
    const photo = await addPhoto(authOf(own), 2, 42, deal.id);
    expect([photo.statusCode, photo.json().code]).toEqual([409, 'wrong_status']);
    expect((await post(`/api/admin/deals/${deal.id}/draws/2/release`, admin)).statusCode).toBe(409);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('answers 404 for a deal that is not funded, and 403 to anyone but the admin', async () => {
    const live = await createLiveTestDeal(t.app, t.database.db, own, { campaignType: 'fix_n_flip' });
    expect((await post(`/api/admin/deals/${live.id}/draws/return-capital`, admin)).statusCode).toBe(404);
    expect((await post(`/api/admin/deals/${dealId}/draws/return-capital`, authOf(own))).statusCode).toBe(403);
  });
});

describe("a draw photo that is also in the deal's gallery", () => {
  it('keeps its file when the same picture leaves the gallery: one picture is one file, removed only when nothing shows it', async () => {
    const flip = await fundedFlipDeal(t, own);
    const drawPhoto = await addPhoto(authOf(own), 1, 4242, flip.deal.id);
    expect(drawPhoto.statusCode).toBe(201);
    const form = await photoForm(4242);
    const gallery = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${flip.deal.id}/photos`,
      headers: { ...authOf(own), ...form.headers },
      payload: form.payload,
    });
    expect(gallery.statusCode).toBe(201);
    expect(gallery.json().url).toBe(drawPhoto.json().url);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/deals/${flip.deal.id}/photos/${gallery.json().id}`, headers: authOf(own) });
    expect(removed.statusCode).toBe(200);
    const served = await get(drawPhoto.json().url);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
  });
});

describe('the site inspection of an idle deal', () => {
  it('flags a deal with no draw for DRAW_IDLE_INSPECTION once and tells its backers; a request clears the flag', async () => {
    const idle = await fundedFlipDeal(t, own);
    const flipTitle = idle.deal.title;
    t.clock.advance(29 * 24 * 60 * 60 * 1000);
    await sweep();
    expect((await draws(idle.deal.id)).inspection_due).toBe(false);

    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    await sweep();
    expect((await draws(idle.deal.id)).inspection_due).toBe(true);
    for (const backer of idle.backers) {
      const notes = await notesOf(backer.id, `Site inspection for ${flipTitle}`);
      expect(notes.map((note) => note.message)).toEqual([
        `${flipTitle} has drawn no money for a while, so Sharestead will inspect the site. Follow its draws on the deal's page.`,
      ]);
    }

    // The job runs every hour: the same idle period is flagged once.
    t.clock.advance(2 * 60 * 60 * 1000);
    expect(await t.app.jobs.runDue(t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await notesOf(idle.backers[0]!.id, `Site inspection for ${flipTitle}`)).toHaveLength(1);

    await signInTestUser(t.app, own, 'proposer');
    await requestTestDraw(t, own, idle.deal.id, 1, 77);
    expect((await draws(idle.deal.id)).inspection_due).toBe(false);
  });
});
