import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, commitments, deals, deposits, ledgerTransfers, notifications, withdrawals } from '../../db/schema/index.ts';
import { formatMoney } from '../../../shared/money-format.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { insertTestProperty, registerTestUser, rejectTestKyc, submitTestKyc, verifyTestKyc } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkLedger, transfer } from '../ledger/ledger.ts';
import { usersRepository } from '../users/users.repository.ts';
import { ALREADY_CONFIRMED, ALREADY_PAID, INSUFFICIENT_FUNDS } from './wallet.service.ts';

let t: TestApp;
let adminToken: string;
let proposerToken: string;

const REFERENCE = /^SHR-[0-9A-HJKMNP-TV-Z]{8}$/;
const WITHDRAWAL_REFERENCE = /^SHW-[0-9A-HJKMNP-TV-Z]{8}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function signIn(email: string, password: string, role: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, role } });
  expect(response.statusCode).toBe(200);
  return response.json().access_token as string;
}

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  adminToken = await signIn('admin@sharestead.test', 'Admin123!', 'admin');
  proposerToken = await signIn('proposer@sharestead.test', 'Proposer123!', 'proposer');
});
afterEach(async () => {
  // Whatever a test did, the books balance.
  expect(await checkLedger(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A newly registered backer, KYC-verified unless told otherwise. */
async function newBacker(options: { verified?: boolean; name?: { first_name: string; last_name: string } } = {}) {
  const backer = await registerTestUser(t.app, 'backer', options.name);
  if (options.verified ?? true) await verifyTestKyc(t.app, backer);
  return backer;
}

async function deposit(token: string, amount: number, currency = 'INR') {
  const response = await call('POST', '/api/wallet/deposits', token, { amount, currency });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; reference: string; amount: number; currency: string };
}

/** A verified backer with `amount` confirmed in the wallet. */
async function fundedBacker(amount: number, currency = 'INR') {
  const backer = await newBacker();
  const made = await deposit(backer.token, amount, currency);
  const confirmed = await call('POST', `/api/admin/deposits/${made.id}/confirm`, adminToken);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...backer, deposit: made };
}

const balances = async (token: string) => (await call('GET', '/api/wallet', token)).json().balances as { currency: string; available: number; held: number }[];
const transfersReferencing = async (reference: string) =>
  (await t.database.db.select({ n: count() }).from(ledgerTransfers).where(eq(ledgerTransfers.reference, reference)))[0]!.n;
const transferCount = async () => (await t.database.db.select({ n: count() }).from(ledgerTransfers))[0]!.n;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ROUTES: [Method, string, 'backer' | 'admin', unknown?][] = [
  ['GET', '/api/wallet', 'backer'],
  ['GET', '/api/wallet/entries', 'backer'],
  ['GET', '/api/wallet/deposits', 'backer'],
  ['POST', '/api/wallet/deposits', 'backer', { amount: 100, currency: 'INR' }],
  ['GET', '/api/wallet/withdrawals', 'backer'],
  ['POST', '/api/wallet/withdrawals', 'backer', { amount: 100, currency: 'INR' }],
  ['GET', '/api/admin/deposits', 'admin'],
  ['POST', `/api/admin/deposits/${UNKNOWN}/confirm`, 'admin'],
  ['GET', '/api/admin/withdrawals', 'admin'],
  ['POST', `/api/admin/withdrawals/${UNKNOWN}/paid`, 'admin'],
];

describe('who may call', () => {
  it.each(ROUTES)('%s %s answers 401 without a token or with a bad one', async (method, url, _role, payload) => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await call(method, url, token, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('not_signed_in');
    }
  });

  it.each(ROUTES)('%s %s answers 403 forbidden to the other roles', async (method, url, role, payload) => {
    const backerToken = (await newBacker()).token;
    const others = role === 'backer' ? [adminToken, proposerToken] : [backerToken, proposerToken];
    for (const token of others) {
      const response = await call(method, url, token, payload);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
  });

  it.each(['/api/wallet/deposits', '/api/wallet/withdrawals'])(
    'POST %s answers 403 kyc_required to a backer who is not verified, before judging the body, and stores nothing',
    async (url) => {
      const fresh = await newBacker({ verified: false });
      const submitted = await newBacker({ verified: false });
      await submitTestKyc(t.app, submitted);
      const rejected = await newBacker({ verified: false });
      await rejectTestKyc(t.app, rejected);
      const before = await transferCount();
      for (const backer of [fresh, submitted, rejected]) {
        for (const payload of [
          { amount: 100_00, currency: 'INR' },
          { amount: -1, currency: 'EUR' },
        ]) {
          const response = await call('POST', url, backer.token, payload);
          expect(response.statusCode, response.body).toBe(403);
          expect(response.json()).toEqual({
            message: 'Complete your KYC verification before adding funds or investing.',
            detail: 'Complete your KYC verification before adding funds or investing.',
            code: 'kyc_required',
          });
        }
      }
      expect(await transferCount()).toBe(before);
      const [storedDeposits] = await t.database.db.select({ n: count() }).from(deposits).where(eq(deposits.backerId, fresh.id));
      const [storedWithdrawals] = await t.database.db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.backerId, fresh.id));
      expect([storedDeposits!.n, storedWithdrawals!.n]).toEqual([0, 0]);
    },
  );
});

describe('amounts', () => {
  const bad: [string, unknown, string][] = [
    ['zero', { amount: 0, currency: 'INR' }, 'Amount must be more than zero.'],
    ['negative', { amount: -500, currency: 'INR' }, 'Amount must be more than zero.'],
    ['a float', { amount: 100.5, currency: 'INR' }, 'Amount must be a whole number of minor units (paise or cents).'],
    ['a string', { amount: '10000', currency: 'INR' }, 'Amount must be a number of minor units (paise or cents).'],
    ['over the limit', { amount: 10 ** 15 + 1, currency: 'INR' }, 'Amount is larger than the platform accepts.'],
    // Beyond 2^53 a JSON number is no longer an exact integer: the contract refuses it as not whole.
    ['huge', { amount: 10 ** 16, currency: 'INR' }, 'Amount must be a whole number of minor units (paise or cents).'],
    ['1e300', { amount: 1e300, currency: 'INR' }, 'Amount must be a whole number of minor units (paise or cents).'],
    ['missing', { currency: 'INR' }, 'Amount must be a number of minor units (paise or cents).'],
    ['null', { amount: null, currency: 'INR' }, 'Amount must be a number of minor units (paise or cents).'],
    ['an unknown currency', { amount: 100, currency: 'EUR' }, 'Currency must be INR or USD.'],
    ['a lower-case currency', { amount: 100, currency: 'inr' }, 'Currency must be INR or USD.'],
    ['no currency', { amount: 100 }, 'Currency must be INR or USD.'],
    ['an extra field', { amount: 100, currency: 'INR', backer_id: UNKNOWN }, 'Only an amount and a currency may be sent.'],
    ['not an object', [100, 'INR'], 'The request body must be a JSON object.'],
  ];

  it.each(bad)('a deposit or withdrawal of %s is 422 with a sentence, and nothing is stored or held', async (_name, payload, message) => {
    const backer = await fundedBacker(1_000_00);
    const before = { transfers: await transferCount(), balances: await balances(backer.token) };
    for (const url of ['/api/wallet/deposits', '/api/wallet/withdrawals']) {
      const response = await call('POST', url, backer.token, payload);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ code: 'invalid_request', message });
    }
    expect(await transferCount()).toBe(before.transfers);
    expect(await balances(backer.token)).toEqual(before.balances);
    const [stored] = await t.database.db.select({ n: count() }).from(deposits).where(eq(deposits.backerId, backer.id));
    expect(stored!.n).toBe(1);
  });

  it('names what to send when the body is not an object, its JSON left as it is in every language', async () => {
    const backer = await fundedBacker(1_000_00);
    const send = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wallet/deposits',
        headers: { authorization: `Bearer ${backer.token}`, 'accept-language': language },
        payload: [100, 'INR'],
      });
    expect((await send('en')).json().errors).toEqual([
      { field: 'body', message: 'Send the amount and currency as JSON: {"amount": 100000, "currency": "INR"}.' },
    ]);
    expect((await send('fr')).json().errors).toEqual([
      { field: 'body', message: 'Envoyez le montant et la devise en JSON : {"amount": 100000, "currency": "INR"}.' },
    ]);
  });

  it('takes the largest amount the platform accepts', async () => {
    const backer = await newBacker();
    const made = await deposit(backer.token, 10 ** 15);
    expect(made.amount).toBe(10 ** 15);
  });
});

describe('GET /api/wallet', () => {
  it('shows INR at zero before the first deposit', async () => {
    const backer = await newBacker({ verified: false });
    const response = await call('GET', '/api/wallet', backer.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ balances: [{ currency: 'INR', available: 0, held: 0 }] });
  });

  it('shows one balance per currency the backer has a wallet in, and nobody else’s', async () => {
    const backer = await fundedBacker(2_500_00, 'USD');
    await fundedBacker(9_999_00, 'INR');
    expect(await balances(backer.token)).toEqual([{ currency: 'USD', available: 2_500_00, held: 0 }]);
    const second = await deposit(backer.token, 1_000_00, 'INR');
    await call('POST', `/api/admin/deposits/${second.id}/confirm`, adminToken);
    expect(await balances(backer.token)).toEqual([
      { currency: 'INR', available: 1_000_00, held: 0 },
      { currency: 'USD', available: 2_500_00, held: 0 },
    ]);
  });
});

describe('POST /api/wallet/deposits', () => {
  it('creates a deposit awaiting funds with a readable reference and the escrow account’s rupee details', async () => {
    const backer = await newBacker();
    t.clock.set('2026-03-01T10:00:00.000Z');
    const response = await call('POST', '/api/wallet/deposits', backer.token, { amount: 25_000_00, currency: 'INR' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ amount: 25_000_00, currency: 'INR', status: 'awaiting_funds', confirmed_at: null });
    expect(body.reference).toMatch(REFERENCE);
    expect(Date.parse(body.created_at) - Date.parse('2026-03-01T10:00:00.000Z')).toBeLessThan(5_000);
    expect(body.instructions).toEqual({
      account_name: 'Sharestead Escrow Account',
      bank: 'Example Bank, Fort Branch, Mumbai',
      account_number: '50200012345678',
      ifsc: 'EXMP0000001',
      swift: null,
      reference: body.reference,
      text:
        `Transfer ₹25,000.00 to Sharestead Escrow Account, account 50200012345678 at Example Bank, Fort Branch, Mumbai (IFSC EXMP0000001), ` +
        `and write the reference ${body.reference} in the transfer's remarks, so we can match the money to your wallet.`,
    });
    // No money moves until the admin confirms it arrived.
    expect(await transfersReferencing(body.id)).toBe(0);
    expect(await balances(backer.token)).toEqual([{ currency: 'INR', available: 0, held: 0 }]);
  });

  it('writes the transfer instructions in the request language, the amount as that language writes it', async () => {
    const backer = await newBacker();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/deposits',
      headers: { authorization: `Bearer ${backer.token}`, 'accept-language': 'fr' },
      payload: { amount: 25_000_00, currency: 'INR' },
    });
    expect(response.statusCode).toBe(201);
    const { reference, text } = response.json().instructions as { reference: string; text: string };
    expect(text).toMatch(
      /^Virez 25\s000,00\s₹ à Sharestead Escrow Account, compte 50200012345678 chez Example Bank, Fort Branch, Mumbai \(IFSC EXMP0000001\), /,
    );
    expect(text).toContain(`et indiquez la référence ${reference} dans le libellé du virement`);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/deposits',
      headers: { authorization: `Bearer ${backer.token}`, 'accept-language': 'es' },
    });
    expect(listed.json().items[0].instructions.text).toMatch(new RegExp(`^Transfiere ${formatMoney(25_000_00, 'INR', 'es')} a Sharestead Escrow Account`));
  });

  it('gives dollar deposits the SWIFT code, and every deposit its own reference', async () => {
    const backer = await newBacker();
    const usd = (await call('POST', '/api/wallet/deposits', backer.token, { amount: 1_234_56, currency: 'USD' })).json();
    expect(usd.instructions).toMatchObject({ ifsc: null, swift: 'EXMPINBBXXX' });
    expect(usd.instructions.text).toContain('Transfer $1,234.56 to');
    expect(usd.instructions.text).toContain('(SWIFT EXMPINBBXXX)');
    const references = new Set([usd.reference]);
    for (let index = 0; index < 20; index += 1) references.add((await deposit(backer.token, 100)).reference);
    expect(references.size).toBe(21);
  });

  it('takes the escrow account from the environment', async () => {
    const custom = await createTestApp({
      env: {
        ...UNLIMITED_ENV,
        ESCROW_ACCOUNT_NAME: 'Sharestead Trustee Ltd',
        ESCROW_BANK: 'Axis Bank, Bandra',
        ESCROW_ACCOUNT_NUMBER: '917020012345678',
        ESCROW_IFSC: 'utib0000123',
        ESCROW_SWIFT: 'AXISINBB',
      },
    });
    try {
      const backer = await registerTestUser(custom.app);
      await verifyTestKyc(custom.app, backer);
      const response = await custom.app.inject({
        method: 'POST',
        url: '/api/wallet/deposits',
        headers: { authorization: `Bearer ${backer.token}` },
        payload: { amount: 100, currency: 'INR' },
      });
      expect(response.json().instructions).toMatchObject({
        account_name: 'Sharestead Trustee Ltd',
        bank: 'Axis Bank, Bandra',
        account_number: '917020012345678',
        ifsc: 'UTIB0000123',
      });
    } finally {
      await custom.close();
    }
  });
});

describe('GET /api/wallet/deposits and GET /api/admin/deposits', () => {
  it("lists the backer's own deposits newest first, paged, with their instructions", async () => {
    const backer = await newBacker();
    const other = await newBacker();
    await deposit(other.token, 7_00);
    const made = [];
    for (const amount of [1_00, 2_00, 3_00]) {
      made.push(await deposit(backer.token, amount));
      t.clock.advance(1_000);
    }
    const first = (await call('GET', '/api/wallet/deposits?page_size=2', backer.token)).json();
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.items.map((item: { id: string }) => item.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(first.items[0].instructions.reference).toBe(made[2]!.reference);
    const second = (await call('GET', '/api/wallet/deposits?page=2&page_size=2', backer.token)).json();
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([made[0]!.id]);
  });

  it('gives the admin the deposits awaiting funds oldest first with the backer, then the confirmed ones newest first', async () => {
    const backer = await newBacker({ name: { first_name: 'Arjun', last_name: 'Mehta' } });
    const older = await deposit(backer.token, 11_00);
    t.clock.advance(1_000);
    const newer = await deposit(backer.token, 12_00);
    const open = (await call('GET', '/api/admin/deposits?page_size=100', adminToken)).json();
    const ids = open.items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(open.items.every((item: { status: string }) => item.status === 'awaiting_funds')).toBe(true);
    expect(open.items.find((item: { id: string }) => item.id === older.id)).toEqual({
      id: older.id,
      backer: { id: backer.id, name: 'Arjun Mehta', email: backer.email },
      amount: 11_00,
      currency: 'INR',
      status: 'awaiting_funds',
      reference: older.reference,
      created_at: expect.stringMatching(ISO),
      confirmed_at: null,
    });

    await call('POST', `/api/admin/deposits/${older.id}/confirm`, adminToken);
    t.clock.advance(1_000);
    await call('POST', `/api/admin/deposits/${newer.id}/confirm`, adminToken);
    // Every page of the confirmed ones: the demo history's deposits are among them, some dated after this test's clock.
    const confirmed: string[] = [];
    for (let page = 1; confirmed.length === (page - 1) * 100; page += 1) {
      const body = (await call('GET', `/api/admin/deposits?status=confirmed&page_size=100&page=${page}`, adminToken)).json();
      confirmed.push(...body.items.map((item: { id: string }) => item.id));
    }
    expect(confirmed.filter((id) => id === older.id || id === newer.id)).toEqual([newer.id, older.id]);
    const stillOpen = (await call('GET', '/api/admin/deposits?page_size=100', adminToken)).json();
    expect(stillOpen.items.map((item: { id: string }) => item.id)).not.toContain(older.id);
  });

  it.each(['status=pending', 'status=CONFIRMED', 'page=0', 'page_size=101'])('answers 422 to ?%s', async (query) => {
    const response = await call('GET', `/api/admin/deposits?${query}`, adminToken);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('invalid_request');
  });
});

describe('POST /api/admin/deposits/:id/confirm', () => {
  it('credits the wallet once, tells the backer, writes the audit log; a second confirmation is 409 already_confirmed', async () => {
    const backer = await newBacker();
    const made = await deposit(backer.token, 50_000_00);
    const response = await call('POST', `/api/admin/deposits/${made.id}/confirm`, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: made.id,
      status: 'confirmed',
      amount: 50_000_00,
      reference: made.reference,
      confirmed_at: expect.stringMatching(ISO),
    });
    expect(await balances(backer.token)).toEqual([{ currency: 'INR', available: 50_000_00, held: 0 }]);

    const again = await call('POST', `/api/admin/deposits/${made.id}/confirm`, adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_CONFIRMED, detail: ALREADY_CONFIRMED, code: 'already_confirmed' });
    expect(await transfersReferencing(made.id)).toBe(1);
    expect(await balances(backer.token)).toEqual([{ currency: 'INR', available: 50_000_00, held: 0 }]);

    const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, made.id));
    const adminId = (await usersRepository.findByEmail(t.database.db, 'admin@sharestead.test'))!.id;
    expect(row).toMatchObject({ status: 'confirmed', confirmedBy: adminId, transferId: expect.any(String) });

    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, backer.id));
    const note = notes.find((item) => item.title === 'Deposit confirmed');
    expect(note?.message).toBe(`₹50,000.00 (reference ${made.reference}) has arrived and is in your wallet, ready to invest.`);

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'deposit.confirmed'), eq(auditEvents.subjectId, made.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: adminId, subjectType: 'deposit', before: { status: 'awaiting_funds' } });
    expect(audit[0]!.after).toMatchObject({ status: 'confirmed', amount: '5000000', currency: 'INR', reference: made.reference });
  });

  it.each([UNKNOWN, 'not-a-uuid', "1' OR '1'='1"])('answers 404 not_found to the unknown id %s', async (id) => {
    const response = await call('POST', `/api/admin/deposits/${encodeURIComponent(id)}/confirm`, adminToken);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});

describe('POST /api/wallet/withdrawals', () => {
  it('holds the amount at once; the admin marks it paid and the hold leaves the wallet, once', async () => {
    const backer = await fundedBacker(10_000_00);
    const response = await call('POST', '/api/wallet/withdrawals', backer.token, { amount: 4_000_00, currency: 'INR' });
    expect(response.statusCode).toBe(201);
    const made = response.json();
    expect(made).toMatchObject({ amount: 4_000_00, currency: 'INR', status: 'requested', paid_at: null, created_at: expect.stringMatching(ISO) });
    expect(made.reference).toMatch(WITHDRAWAL_REFERENCE);
    expect(await balances(backer.token)).toEqual([{ currency: 'INR', available: 6_000_00, held: 4_000_00 }]);

    const listed = (await call('GET', '/api/wallet/withdrawals', backer.token)).json();
    expect(listed).toMatchObject({ total: 1, items: [{ id: made.id, status: 'requested' }] });
    const queue = (await call('GET', '/api/admin/withdrawals?page_size=100', adminToken)).json();
    expect(queue.items.find((item: { id: string }) => item.id === made.id)).toMatchObject({
      backer: { id: backer.id, name: 'Meera Iyer', email: backer.email },
      amount: 4_000_00,
      reference: made.reference,
      status: 'requested',
    });

    const paid = await call('POST', `/api/admin/withdrawals/${made.id}/paid`, adminToken);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id: made.id, status: 'paid', paid_at: expect.stringMatching(ISO) });
    expect(await balances(backer.token)).toEqual([{ currency: 'INR', available: 6_000_00, held: 0 }]);

    const again = await call('POST', `/api/admin/withdrawals/${made.id}/paid`, adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_PAID, detail: ALREADY_PAID, code: 'already_paid' });
    expect(await balances(backer.token)).toEqual([{ currency: 'INR', available: 6_000_00, held: 0 }]);

    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, backer.id));
    expect(notes.find((item) => item.title === 'Withdrawal paid')?.message).toBe(`₹4,000.00 (reference ${made.reference}) has been sent to your bank account.`);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'withdrawal.paid'), eq(auditEvents.subjectId, made.id)));
    expect(audit).toHaveLength(1);
    const paidList = (await call('GET', '/api/admin/withdrawals?status=paid', adminToken)).json();
    expect(paidList.items[0]).toMatchObject({ id: made.id, status: 'paid' });
  });

  it('answers 409 insufficient_funds beyond the available money, and holds and stores nothing', async () => {
    const backer = await fundedBacker(1_000_00);
    await call('POST', '/api/wallet/withdrawals', backer.token, { amount: 600_00, currency: 'INR' });
    const before = { transfers: await transferCount(), balances: await balances(backer.token) };
    for (const payload of [
      { amount: 400_01, currency: 'INR' },
      { amount: 1_000_00, currency: 'INR' },
      // No dollar wallet at all.
      { amount: 1, currency: 'USD' },
    ]) {
      const response = await call('POST', '/api/wallet/withdrawals', backer.token, payload);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({ message: INSUFFICIENT_FUNDS, detail: INSUFFICIENT_FUNDS, code: 'insufficient_funds' });
    }
    expect(await transferCount()).toBe(before.transfers);
    expect(await balances(backer.token)).toEqual(before.balances);
    expect(before.balances).toEqual([{ currency: 'INR', available: 400_00, held: 600_00 }]);
    const [stored] = await t.database.db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.backerId, backer.id));
    expect(stored!.n).toBe(1);
    // Exactly what is left is fine.
    expect((await call('POST', '/api/wallet/withdrawals', backer.token, { amount: 400_00, currency: 'INR' })).statusCode).toBe(201);
    expect(await balances(backer.token)).toEqual([{ currency: 'INR', available: 0, held: 1_000_00 }]);
  });

  it.each([UNKNOWN, 'not-a-uuid'])('marking the unknown withdrawal %s paid is 404 not_found', async (id) => {
    const response = await call('POST', `/api/admin/withdrawals/${encodeURIComponent(id)}/paid`, adminToken);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it.each(['status=held', 'page=abc'])('the admin list answers 422 to ?%s', async (query) => {
    expect((await call('GET', `/api/admin/withdrawals?${query}`, adminToken)).statusCode).toBe(422);
  });
});

describe('GET /api/wallet/entries', () => {
  it('lists every ledger line of the backer’s wallets newest first, with a sentence, direction and status', async () => {
    const backer = await fundedBacker(20_000_00);
    t.clock.advance(1_000);
    const dollars = await deposit(backer.token, 300_00, 'USD');
    await call('POST', `/api/admin/deposits/${dollars.id}/confirm`, adminToken);
    t.clock.advance(1_000);
    const withdrawal = (await call('POST', '/api/wallet/withdrawals', backer.token, { amount: 5_000_00, currency: 'INR' })).json();

    // A commitment to a deal, as the investing module writes it: a pending transfer wallet → escrow.
    const property = await insertTestProperty(t.database.db);
    const proposerId = (await usersRepository.findByEmail(t.database.db, 'proposer@sharestead.test'))!.id;
    const [deal] = await t.database.db
      .insert(deals)
      .values({
        propertyId: property.id,
        proposerId,
        campaignType: 'buy_n_hold',
        assetClass: 'Residential',
        currency: 'INR',
        target: 1_00_00_000_00n,
        minimumTicket: 10_000_00n,
        projectedRoiBps: 1200,
        holdingPeriodMonths: 36,
      })
      .returning();
    t.clock.advance(1_000);
    const commitmentId = randomUUID();
    const at = t.clock.now();
    const hold = await transfer(t.database.db, {
      debit: { ownerId: backer.id, purpose: 'backer_wallet', currency: 'INR' },
      credit: { ownerId: deal!.id, purpose: 'deal_escrow', currency: 'INR' },
      amount: 10_000_00n,
      kind: 'commitment',
      reference: commitmentId,
      pending: true,
      at,
    });
    await t.database.db.insert(commitments).values({
      id: commitmentId,
      dealId: deal!.id,
      backerId: backer.id,
      amount: 10_000_00n,
      currency: 'INR',
      transferId: hold.id,
      createdAt: at,
      updatedAt: at,
    });

    const response = await call('GET', '/api/wallet/entries', backer.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 4, page: 1, page_size: 20 });
    expect(body.items.map((item: Record<string, unknown>) => [item.kind, item.description, item.direction, item.amount, item.currency, item.status])).toEqual([
      ['commitment', `Commitment to ${property.title}`, 'out', 10_000_00, 'INR', 'pending'],
      ['withdrawal', `Withdrawal ${withdrawal.reference}`, 'out', 5_000_00, 'INR', 'pending'],
      ['deposit', `Deposit ${dollars.reference}`, 'in', 300_00, 'USD', 'posted'],
      ['deposit', `Deposit ${backer.deposit.reference}`, 'in', 20_000_00, 'INR', 'posted'],
    ]);
    expect(body.items[0].created_at).toMatch(ISO);
    // A held line is not settled yet; a deposit is posted when it is made.
    expect(body.items[0]).toMatchObject({ resolved_at: null, release_reason: null });
    expect(body.items[2]).toMatchObject({ resolved_at: body.items[2].created_at, release_reason: null });
    expect(await balances(backer.token)).toEqual([
      { currency: 'INR', available: 5_000_00, held: 15_000_00 },
      { currency: 'USD', available: 300_00, held: 0 },
    ]);

    const usd = (await call('GET', '/api/wallet/entries?currency=USD', backer.token)).json();
    expect(usd).toMatchObject({ total: 1, items: [{ description: `Deposit ${dollars.reference}` }] });
    const paged = (await call('GET', '/api/wallet/entries?page=2&page_size=3', backer.token)).json();
    expect(paged).toMatchObject({ total: 4, page: 2, page_size: 3, items: [{ description: `Deposit ${backer.deposit.reference}` }] });

    // Another backer sees none of it.
    const other = await newBacker();
    expect((await call('GET', '/api/wallet/entries', other.token)).json()).toEqual({ total: 0, page: 1, page_size: 20, items: [] });
  });

  it.each(['currency=EUR', 'page=0', 'page_size=1000'])('answers 422 to ?%s', async (query) => {
    const backer = await newBacker();
    const response = await call('GET', `/api/wallet/entries?${query}`, backer.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('invalid_request');
  });
});
