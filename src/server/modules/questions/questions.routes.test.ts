import { and, count, desc, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question, QuestionList } from '../../../shared/contracts/questions.ts';
import { auditEvents, notifications, outbox, questions } from '../../db/schema/index.ts';
import {
  adminToken,
  authOf,
  createLiveTestDeal,
  creditTestWallet,
  markTestContactsVerified,
  openTestMarket,
  registerTestUser,
  TEST_DEAL_FORM,
  verifyTestKyc,
  type TestUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The routes of questions and answers (interfaces.md, "After funding"), each success and each
 * refusal: a deal's questions for anyone who may see the deal, asking when signed in (trimmed,
 * stored as written, the proposer told), answering by the deal's proposer as Sponsor or the admin
 * as Sharestead (the asker and the backers told), hiding by the admin with a reason (audited).
 */

let t: TestApp;
let admin: string;
let own: TestUser;
let other: TestUser;
/** Holds the funded deal's face value. */
let holder: TestUser;
/** Has money committed to the live deal. */
let committed: TestUser;
/** Signed in, and neither. */
let stranger: TestUser;
let liveDealId: string;
let fundedDealId: string;
let draftDealId: string;
let fundedTitle: string;
let liveTitle: string;

const TARGET = 10_000_00n;

beforeAll(async () => {
  ({ t, proposer: own } = await openTestMarket());
  admin = await adminToken(t.app);
  other = await registerTestUser(t.app, 'proposer');
  holder = await registerTestUser(t.app, 'backer', { first_name: 'Kavya', last_name: 'Sharma' });
  committed = await registerTestUser(t.app, 'backer', { first_name: 'Arjun', last_name: 'Mehta' });
  stranger = await registerTestUser(t.app, 'backer', { first_name: 'Zoë', last_name: 'Ørsted' });
  for (const backer of [holder, committed]) {
    await verifyTestKyc(t.app, backer);
    await creditTestWallet(t.app, backer, TARGET);
  }
  for (const user of [own, holder, committed, stranger]) await markTestContactsVerified(t.database.db, user);
  const funded = await createLiveTestDeal(t.app, t.database.db, own, { target: TARGET, minimumTicket: TARGET });
  fundedDealId = funded.id;
  fundedTitle = funded.title;
  const bought = await post(`/api/deals/${fundedDealId}/commitments`, holder.token, { amount: Number(TARGET) });
  if (bought.json().status !== 'funded') throw new Error(`The commitment answered ${bought.statusCode}: ${bought.body}`);
  const live = await createLiveTestDeal(t.app, t.database.db, own, { target: TARGET * 10n, minimumTicket: TARGET });
  liveDealId = live.id;
  liveTitle = live.title;
  const kept = await post(`/api/deals/${liveDealId}/commitments`, committed.token, { amount: Number(TARGET) });
  if (kept.statusCode !== 201) throw new Error(`The commitment answered ${kept.statusCode}: ${kept.body}`);
  draftDealId = (await post('/api/deals', own.token, TEST_DEAL_FORM)).json().id;
});
afterAll(() => t.close());

function post(url: string, token: string | undefined, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
}
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function ask(dealId: string, asker: TestUser, body: string): Promise<Question> {
  const response = await post(`/api/deals/${dealId}/questions`, asker.token, { body });
  if (response.statusCode !== 201) throw new Error(`Asking answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

async function listOf(dealId: string, token?: string): Promise<QuestionList> {
  const response = await get(`/api/deals/${dealId}/questions`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** An instant the server wrote during the request that started at `from` (the test clock runs on from where a test set it). */
const since = (from: Date) =>
  expect.toSatisfy((iso: string) => iso >= from.toISOString() && iso <= t.clock.now().toISOString(), `an instant after ${from.toISOString()}`);

const stored = async () => (await t.database.db.select({ n: count() }).from(questions))[0]!.n;

async function latestNotification(user: TestUser) {
  const [row] = await t.database.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  return row;
}

async function emailsTo(user: TestUser, subject: string) {
  return t.database.db
    .select({ subject: outbox.subject })
    .from(outbox)
    .where(and(eq(outbox.userId, user.id), eq(outbox.channel, 'email'), eq(outbox.subject, subject)));
}

describe('GET /api/deals/:id/questions', () => {
  it('shows anyone the questions of a live or funded deal, newest first, answered and open, each asker by first name and initial', async () => {
    const first = await ask(fundedDealId, holder, 'How long is the tenant’s lease?');
    t.clock.advance(60_000);
    const second = await ask(fundedDealId, stranger, 'Who pays the society maintenance?');
    t.clock.advance(60_000);
    const answeredFrom = t.clock.now();
    expect((await post(`/api/questions/${first.id}/answer`, own.token, { body: 'Nine years, with a lock-in of three.' })).statusCode).toBe(200);

    const list = await listOf(fundedDealId);
    const mine = list.items.filter((item) => [first.id, second.id].includes(item.id));
    expect(mine).toEqual([
      {
        id: second.id,
        deal_id: fundedDealId,
        body: 'Who pays the society maintenance?',
        asked_by: 'Zoë Ø.',
        asked_at: second.asked_at,
        answer: null,
        hidden: null,
      },
      {
        id: first.id,
        deal_id: fundedDealId,
        body: 'How long is the tenant’s lease?',
        asked_by: 'Kavya S.',
        asked_at: first.asked_at,
        answer: { body: 'Nine years, with a lock-in of three.', by: 'sponsor', at: since(answeredFrom) },
        hidden: null,
      },
    ]);
    expect(list.viewer_can_answer).toBe(false);
    // The newest first, whoever reads.
    const times = list.items.map((item) => item.asked_at);
    expect(times).toEqual([...times].sort().reverse());
    for (const token of [holder.token, stranger.token, other.token]) expect((await listOf(fundedDealId, token)).viewer_can_answer).toBe(false);
    for (const token of [own.token, admin]) expect((await listOf(fundedDealId, token)).viewer_can_answer).toBe(true);
    expect((await listOf(liveDealId)).items).toBeInstanceOf(Array);
  });

  it('answers 404 for a deal the caller may not see, as GET /api/deals/:id does: a draft is its proposer’s and the admin’s', async () => {
    for (const token of [undefined, holder.token, other.token]) {
      const response = await get(`/api/deals/${draftDealId}/questions`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', message: 'There is no deal at this address.' });
      expect((await get(`/api/deals/${draftDealId}`, token)).statusCode).toBe(404);
    }
    for (const token of [own.token, admin]) expect(await listOf(draftDealId, token)).toEqual({ items: [], viewer_can_answer: true });
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-deal']) expect((await get(`/api/deals/${id}/questions`)).statusCode).toBe(404);
  });
});

describe('POST /api/deals/:id/questions', () => {
  it('stores the question trimmed and as written, answers 201, and tells the proposer in the app and by e-mail', async () => {
    const before = await stored();
    const from = t.clock.now();
    const response = await post(`/api/deals/${liveDealId}/questions`, committed.token, { body: '  <b>Is the roof</b> & the lift "new"?\n  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      deal_id: liveDealId,
      body: '<b>Is the roof</b> & the lift "new"?',
      asked_by: 'Arjun M.',
      asked_at: since(from),
      answer: null,
      hidden: null,
    });
    expect(await stored()).toBe(before + 1);
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, response.json().id));
    expect(row).toMatchObject({ body: '<b>Is the roof</b> & the lift "new"?', askedBy: committed.id, answeredAt: null, hiddenAt: null });
    expect(await latestNotification(own)).toEqual({
      title: `New question about ${liveTitle}`,
      message: `Arjun M. asked a question about ${liveTitle}. Answer it on the deal's page: the asker and your backers are told of your answer.`,
    });
    expect(await emailsTo(own, `New question about ${liveTitle}`)).toHaveLength(1);
  });

  it('takes 2,000 characters, and refuses an empty, blank or longer question, or one of another shape, with a sentence (422), storing nothing', async () => {
    expect((await post(`/api/deals/${liveDealId}/questions`, stranger.token, { body: `${'é'.repeat(2000)}  ` })).statusCode).toBe(201);
    const before = await stored();
    const refusals: [unknown, string][] = [
      [{ body: '' }, 'Write your question.'],
      [{ body: ' \n\t ' }, 'Write your question.'],
      [{ body: 'x'.repeat(2001) }, 'A question is at most 2,000 characters.'],
      [{ body: 42 }, 'Write your question.'],
      [{ question: 'Fine?' }, 'Write your question.'],
      [{ body: 'a\u0000b' }, 'The question contains characters that are not allowed.'],
      [{ body: 'Fine?', deal_id: fundedDealId }, 'A question takes its body.'],
    ];
    for (const [payload, sentence] of refusals) {
      const response = await post(`/api/deals/${liveDealId}/questions`, stranger.token, payload as object);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ code: 'invalid_request', message: sentence });
    }
    expect(await stored()).toBe(before);
  });

  it('needs a signed-in caller (401), a deal the caller may see (404), and one open for questions (409 wrong_lifecycle)', async () => {
    const before = await stored();
    const anonymous = await post(`/api/deals/${liveDealId}/questions`, undefined, { body: 'Hello?' });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'not_signed_in']);
    for (const token of [holder.token, other.token]) {
      expect((await post(`/api/deals/${draftDealId}/questions`, token, { body: 'Hello?' })).statusCode).toBe(404);
    }
    expect((await post('/api/deals/00000000-0000-0000-0000-000000000000/questions', holder.token, { body: 'Hello?' })).statusCode).toBe(404);
    // Its proposer and the admin see the draft, but nobody can ask about it yet.
    for (const token of [own.token, admin]) {
      const response = await post(`/api/deals/${draftDealId}/questions`, token, { body: 'Hello?' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'wrong_lifecycle', message: 'Questions can be asked about a live or funded deal only.' });
    }
    expect(await stored()).toBe(before);
  });
});

describe('POST /api/questions/:id/answer', () => {
  it("by the deal's proposer is marked Sponsor, and the asker and the deal's holders are told, in the app and by e-mail", async () => {
    const question = await ask(fundedDealId, stranger, 'When is the next valuation?');
    t.clock.advance(3_600_000);
    const from = t.clock.now();
    const response = await post(`/api/questions/${question.id}/answer`, own.token, { body: '  At the end of the quarter.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...question, answer: { body: 'At the end of the quarter.', by: 'sponsor', at: since(from) } });
    expect(await latestNotification(stranger)).toEqual({
      title: `Your question about ${fundedTitle} was answered`,
      message: `The sponsor answered your question about ${fundedTitle}. Read the answer on the deal's page.`,
    });
    expect(await latestNotification(holder)).toEqual({
      title: `A question about ${fundedTitle} was answered`,
      message: `The sponsor answered a question about ${fundedTitle}. Read it on the deal's page.`,
    });
    expect(await emailsTo(stranger, `Your question about ${fundedTitle} was answered`)).toHaveLength(1);
    expect(await emailsTo(holder, `A question about ${fundedTitle} was answered`)).toHaveLength(1);
    // The backer of the other deal hears nothing of this one.
    expect(await emailsTo(committed, `A question about ${fundedTitle} was answered`)).toHaveLength(0);
  });

  it("by the admin is marked Sharestead, and the deal's committed backers are told too", async () => {
    const question = await ask(liveDealId, stranger, 'Is the title clear?');
    t.clock.advance(60_000);
    const from = t.clock.now();
    const response = await post(`/api/questions/${question.id}/answer`, admin, { body: 'Yes: the legal review passed it.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().answer).toEqual({ body: 'Yes: the legal review passed it.', by: 'sharestead', at: since(from) });
    expect(await latestNotification(committed)).toEqual({
      title: `A question about ${liveTitle} was answered`,
      message: `Sharestead answered a question about ${liveTitle}. Read it on the deal's page.`,
    });
    expect((await latestNotification(stranger))?.message).toBe(`Sharestead answered your question about ${liveTitle}. Read the answer on the deal's page.`);
  });

  it('answers once (409 already_answered), and refuses others (403), those who may not see it (404), the signed out (401) and an empty answer (422)', async () => {
    const question = await ask(fundedDealId, holder, 'Is there a reserve for repairs?');
    const answer = (token: string | undefined, body: unknown = 'Yes.') => post(`/api/questions/${question.id}/answer`, token, { body } as object);

    expect((await answer(undefined)).statusCode).toBe(401);
    for (const token of [other.token, holder.token, stranger.token]) {
      const refused = await answer(token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden', message: "Only the deal's proposer or Sharestead may answer its questions." });
    }
    for (const body of ['', '   ', 'x'.repeat(2001)]) expect((await answer(own.token, body)).statusCode).toBe(422);
    expect((await post('/api/questions/00000000-0000-0000-0000-000000000000/answer', own.token, { body: 'Yes.' })).statusCode).toBe(404);
    expect((await post('/api/questions/nope/answer', admin, { body: 'Yes.' })).statusCode).toBe(404);

    expect((await answer(own.token)).statusCode).toBe(200);
    for (const token of [own.token, admin]) {
      const again = await answer(token, 'Changed my mind.');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'already_answered', message: 'This question has already been answered: an answer cannot be changed.' });
    }
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, question.id));
    expect([row!.answerBody, row!.answeredAs, row!.answeredBy]).toEqual(['Yes.', 'sponsor', own.id]);
  });
});

describe('POST /api/admin/questions/:id/hide', () => {
  it('hides a question with the reason, audited; then only the admin sees it, marked hidden, and nobody can answer it', async () => {
    const question = await ask(liveDealId, stranger, 'Call me on 98200 00000 for a better deal!');
    t.clock.advance(60_000);
    const from = t.clock.now();
    const response = await post(`/api/admin/questions/${question.id}/hide`, admin, { reason: '  Advertising.  ' });
    expect(response.statusCode, response.body).toBe(200);
    const hidden = response.json().hidden as { reason: string; at: string };
    expect(response.json()).toEqual({ ...question, hidden: { reason: 'Advertising.', at: since(from) } });

    const [event] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, question.id));
    expect(event).toMatchObject({
      action: 'question.hidden',
      subjectType: 'question',
      before: { deal_id: liveDealId, body: 'Call me on 98200 00000 for a better deal!' },
      after: { reason: 'Advertising.' },
    });

    for (const token of [undefined, stranger.token, committed.token, own.token, other.token]) {
      expect((await listOf(liveDealId, token)).items.map((item) => item.id)).not.toContain(question.id);
    }
    const seen = (await listOf(liveDealId, admin)).items.find((item) => item.id === question.id);
    expect(seen?.hidden).toEqual(hidden);

    // The proposer is told it does not exist; the admin, that it is hidden.
    const byProposer = await post(`/api/questions/${question.id}/answer`, own.token, { body: 'No.' });
    expect([byProposer.statusCode, byProposer.json().code]).toEqual([404, 'not_found']);
    const byAdmin = await post(`/api/questions/${question.id}/answer`, admin, { body: 'No.' });
    expect([byAdmin.statusCode, byAdmin.json().code]).toEqual([409, 'already_hidden']);
  });

  it('hides once (409 already_hidden), for the admin only (403), with a reason (422), an existing question (404)', async () => {
    const question = await ask(fundedDealId, stranger, 'Rude words.');
    const hide = (token: string | undefined, payload: object = { reason: 'Abuse.' }) => post(`/api/admin/questions/${question.id}/hide`, token, payload);
    expect((await hide(undefined)).statusCode).toBe(401);
    for (const token of [own.token, holder.token, other.token]) expect((await hide(token)).statusCode).toBe(403);
    for (const payload of [{}, { reason: '  ' }, { reason: 'x'.repeat(1001) }]) {
      const refused = await hide(admin, payload);
      expect(refused.statusCode).toBe(422);
    }
    expect((await hide(admin, { reason: '' })).json().message).toBe('A reason is required.');
    expect((await post('/api/admin/questions/00000000-0000-0000-0000-000000000000/hide', admin, { reason: 'Abuse.' })).statusCode).toBe(404);
    expect((await hide(admin)).statusCode).toBe(200);
    const again = await hide(admin, { reason: 'Abuse, again.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_hidden', message: 'This question is hidden: it can no longer be answered or hidden again.' });
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, question.id));
    expect(events.map((event) => event.after)).toEqual([{ reason: 'Abuse.' }]);
  });
});

// The same allowance must hold in memory (one instance) and in Redis (several); Redis runs where REDIS_URL is set.
const stores = [
  { name: 'memory', redis: () => undefined },
  ...(process.env.REDIS_URL ? [{ name: 'redis', redis: () => new Redis(process.env.REDIS_URL!) }] : []),
];

describe.each(stores)('QUESTIONS_PER_HOUR (default 5) with the $name store', ({ redis: makeRedis }) => {
  let limited: TestApp;
  let redis: Redis | undefined;
  let dealId: string;
  beforeAll(async () => {
    redis = makeRedis();
    limited = await createTestApp({ env: { AUTH_REQUESTS_PER_MINUTE: '1000000' }, ...(redis ? { redis } : {}) });
    const proposer = await registerTestUser(limited.app, 'proposer');
    dealId = (await createLiveTestDeal(limited.app, limited.database.db, proposer)).id;
  });
  afterAll(async () => {
    await limited.close();
    redis?.disconnect();
  });

  const askThere = (user: TestUser, body: string) =>
    limited.app.inject({ method: 'POST', url: `/api/deals/${dealId}/questions`, headers: authOf(user), payload: { body } });
  const countThere = async () => (await limited.database.db.select({ n: count() }).from(questions))[0]!.n;

  it('lets one person ask 5 questions an hour, then answers 429 rate_limited with Retry-After and a sentence, storing nothing', async () => {
    const asker = await registerTestUser(limited.app, 'backer');
    for (let n = 1; n <= 5; n++) expect((await askThere(asker, `Question ${n}?`)).statusCode, `#${n}`).toBe(201);
    const before = await countThere();
    const refused = await askThere(asker, 'A sixth?');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    const sentence = 'You have asked 5 questions in the last hour, as many as one person may. Please try again in 60 minutes.';
    expect(refused.json()).toEqual({ message: sentence, detail: sentence, code: 'rate_limited' });
    expect(await countThere()).toBe(before);
    // Another person has an allowance of their own.
    expect((await askThere(await registerTestUser(limited.app, 'backer'), 'Mine?')).statusCode).toBe(201);
  });

  it('counts only the questions stored: refused ones (422, 409) take nothing from the hour', async () => {
    const asker = await registerTestUser(limited.app, 'backer');
    for (let n = 0; n < 6; n++) expect((await askThere(asker, '   ')).statusCode).toBe(422);
    for (let n = 1; n <= 5; n++) expect((await askThere(asker, `Question ${n}?`)).statusCode).toBe(201);
    expect((await askThere(asker, 'A sixth?')).statusCode).toBe(429);
  });
});
