import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Currency } from '../../shared/contracts/money.ts';
import { amountToJson } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import { deals, properties, users, type NewPropertyRow } from '../db/schema/index.ts';
import { UNLIMITED_ENV } from './hostile.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let made = 0;

/**
 * A property row for a test that needs one (an enquiry is about a property), with plausible
 * values; `overrides` sets what the test cares about. Each call makes a new id unless given one.
 */
export async function insertTestProperty(db: Db, overrides: Partial<NewPropertyRow> = {}): Promise<{ id: string; title: string }> {
  made += 1;
  const id = overrides.id ?? `test-property-${process.pid}-${Date.now().toString(36)}-${made}`;
  const [row] = await db
    .insert(properties)
    .values({
      id,
      title: `Test Villa ${made}`,
      description: 'A three-bedroom villa a short walk from the beach, let to long-term tenants.',
      type: 'Villa',
      location: 'Anjuna, Goa',
      price: 15_000_000_00n,
      currency: 'INR',
      areaSqft: 2400,
      bedrooms: 3,
      bathrooms: 3,
      yearBuilt: 2019,
      features: ['Private pool', 'Sea view'],
      images: [],
      locationDescription: 'Five minutes from Anjuna beach and the Wednesday flea market.',
      agent: { name: 'Priya Nair', email: 'priya@example.com', phone: '+91 98200 00000', company: 'Coastal Homes', photo: null },
      listedAt: new Date('2026-01-15T09:00:00Z'),
      ...overrides,
    })
    .returning({ id: properties.id, title: properties.title });
  return row!;
}

/** A registered account, signed in: what an API test acts as. */
export interface TestUser {
  id: string;
  token: string;
  email: string;
}

/** Registers a new account through the API (the auth service), each with its own e-mail. */
export async function registerTestUser(
  app: FastifyInstance,
  role: 'backer' | 'proposer' = 'backer',
  name: { first_name: string; last_name: string } = { first_name: 'Meera', last_name: 'Iyer' },
): Promise<TestUser> {
  made += 1;
  const email = `${role}-${process.pid}-${Date.now().toString(36)}-${made}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { user_type: role, ...name, email, password: 'banyan-courtyard-19', phone_number: '+91 98200 12345' },
  });
  if (response.statusCode !== 201) throw new Error(`Registering a ${role} answered ${response.statusCode}: ${response.body}`);
  const token = response.json().access_token as string;
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  return { id: claims.sub, token, email };
}

/**
 * The account's e-mail address and phone number as verified (what the link and the code do,
 * contact-verification.test.ts), for tests of what is sent there.
 */
export async function markTestContactsVerified(db: Db, user: TestUser): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() }).where(eq(users.id, user.id));
}

/** The Authorization header of a test user's requests. */
export const authOf = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

/**
 * Where a file of money tests starts: an app without rate limits (the tests send many requests)
 * and a proposer to own its deals. The file closes `t` after its tests.
 */
export async function openTestMarket(): Promise<{ t: TestApp; proposer: TestUser }> {
  const t = await createTestApp({ env: UNLIMITED_ENV });
  return { t, proposer: await registerTestUser(t.app, 'proposer') };
}

const adminTokens = new WeakMap<FastifyInstance, string>();

/** The demo admin's token for this app (signed in once per app). */
export async function adminToken(app: FastifyInstance): Promise<string> {
  const known = adminTokens.get(app);
  if (known) return known;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@sharestead.test', password: 'Admin123!', role: 'admin' },
  });
  if (response.statusCode !== 200) throw new Error(`The demo admin's sign-in answered ${response.statusCode}.`);
  const token = response.json().access_token as string;
  adminTokens.set(app, token);
  return token;
}

/** The backer submits KYC details (awaiting the admin's decision). */
export async function submitTestKyc(app: FastifyInstance, backer: TestUser): Promise<void> {
  const submitted = await app.inject({
    method: 'PUT',
    url: '/api/me/kyc',
    headers: { authorization: `Bearer ${backer.token}` },
    payload: {
      legal_name: 'Meera Iyer',
      date_of_birth: '1990-04-12',
      pan: 'ABCDE1234F',
      address: '14 Palm Grove Road, Bengaluru 560001',
      bank_account: { account_number: '001234567890', ifsc: 'HDFC0000123' },
    },
  });
  if (submitted.statusCode !== 200) throw new Error(`Submitting KYC answered ${submitted.statusCode}: ${submitted.body}`);
}

/** The admin decides on the backer's submitted KYC: verified (the backer may deposit and invest) or rejected. */
async function decideTestKyc(app: FastifyInstance, backer: TestUser, decision: 'verify' | 'reject'): Promise<void> {
  await submitTestKyc(app, backer);
  const decided = await app.inject({
    method: 'POST',
    url: `/api/admin/kyc/${backer.id}/${decision}`,
    headers: { authorization: `Bearer ${await adminToken(app)}` },
    ...(decision === 'reject' ? { payload: { reason: 'The PAN does not match the name.' } } : {}),
  });
  if (decided.statusCode !== 200) throw new Error(`Deciding KYC answered ${decided.statusCode}: ${decided.body}`);
}

export const verifyTestKyc = (app: FastifyInstance, backer: TestUser) => decideTestKyc(app, backer, 'verify');
export const rejectTestKyc = (app: FastifyInstance, backer: TestUser) => decideTestKyc(app, backer, 'reject');

/** Money arriving in a verified backer's wallet: the backer adds funds, the admin confirms the transfer arrived. */
export async function creditTestWallet(app: FastifyInstance, backer: TestUser, amount: bigint, currency = 'INR'): Promise<void> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/wallet/deposits',
    headers: { authorization: `Bearer ${backer.token}` },
    payload: { amount: amountToJson(amount), currency },
  });
  if (created.statusCode !== 201) throw new Error(`Adding funds answered ${created.statusCode}: ${created.body}`);
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api/admin/deposits/${created.json().id}/confirm`,
    headers: { authorization: `Bearer ${await adminToken(app)}` },
  });
  if (confirmed.statusCode !== 200) throw new Error(`Confirming the deposit answered ${confirmed.statusCode}: ${confirmed.body}`);
}

/** A complete deal form (POST /api/deals), within the default proposer settings. */
export const TEST_DEAL_FORM = {
  property: {
    title: 'Palm Grove Villa',
    description: 'A four-bedroom villa in a gated community, let to long-term tenants.',
    type: 'Villa',
    location: 'Assagao, Goa',
    price: 3_00_00_000_00,
    area_sqft: 3200,
    bedrooms: 4,
    bathrooms: 4,
    year_built: 2018,
    features: ['Private pool', 'Garden'],
    location_description: 'Ten minutes from Anjuna beach.',
    agent: { name: 'Priya Nair', email: 'priya@example.com', phone: '+91 98200 00000', company: 'Coastal Homes' },
  },
  campaign_type: 'buy_n_hold',
  structure: 'private_spv',
  asset_class: 'Residential',
  currency: 'INR',
  target: 5_00_000_00,
  minimum_ticket: 10_000_00,
  maximum_per_backer: 1_00_000_00,
  projected_roi_bps: 1450,
  holding_period_months: 36,
  projection: [
    { quarter: '2027-Q1', amount: 7_000_00 },
    { quarter: '2027-Q2', amount: 7_000_00 },
  ],
};

export interface TestDealTerms {
  target?: bigint;
  minimumTicket?: bigint;
  maximumPerBacker?: bigint | null;
  currency?: Currency;
  projectedRoiBps?: number;
  /** The projection frozen at approval: quarters and amounts in minor units. */
  projection?: { quarter: string; amount: bigint }[];
  campaignType?: 'buy_n_hold' | 'fix_n_flip';
  /** Fix 'N' Flip milestones; none is the default one. */
  drawSchedule?: { name: string; shareBps: number }[];
}

/**
 * A live deal of `proposer`: a new property and an approved deal on it, published through the
 * API by its proposer (so the deadline comes from the app's clock and CAMPAIGN_DURATION).
 */
export async function createLiveTestDeal(
  app: FastifyInstance,
  db: Db,
  proposer: TestUser,
  terms: TestDealTerms = {},
): Promise<{ id: string; propertyId: string; title: string }> {
  const property = await insertTestProperty(db);
  const [deal] = await db
    .insert(deals)
    .values({
      propertyId: property.id,
      proposerId: proposer.id,
      campaignType: terms.campaignType ?? 'buy_n_hold',
      drawSchedule: terms.drawSchedule ?? [],
      assetClass: 'Residential',
      currency: terms.currency ?? 'INR',
      target: terms.target ?? 1_000_000_00n,
      minimumTicket: terms.minimumTicket ?? 10_000_00n,
      maximumPerBacker: terms.maximumPerBacker ?? null,
      projectedRoiBps: terms.projectedRoiBps ?? 1520,
      holdingPeriodMonths: 36,
      projection: (terms.projection ?? []).map((entry) => ({ quarter: entry.quarter, amount: String(entry.amount) })),
      lifecycle: 'approved',
    })
    .returning({ id: deals.id });
  const published = await app.inject({ method: 'POST', url: `/api/deals/${deal!.id}/publish`, headers: { authorization: `Bearer ${proposer.token}` } });
  if (published.statusCode !== 200) throw new Error(`Publishing answered ${published.statusCode}: ${published.body}`);
  return { id: deal!.id, propertyId: property.id, title: property.title };
}

/**
 * Signs the user in again, for a test that moved the clock past the token's expiry (a day): the
 * new token is issued at the clock's time.
 */
export async function signInTestUser(app: FastifyInstance, user: TestUser, role: 'backer' | 'proposer'): Promise<void> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'banyan-courtyard-19', role } });
  if (response.statusCode !== 200) throw new Error(`Signing in answered ${response.statusCode}: ${response.body}`);
  user.token = response.json().access_token as string;
}
