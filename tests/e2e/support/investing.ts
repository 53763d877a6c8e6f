import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, newAccount } from './fixtures.ts';

/*
 * What the investing e2e tests need of the API: backers who may invest (KYC verified, money in the
 * wallet), made the way people and the admin make them, and a live deal to invest in.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The token's subject: the user's id, as `POST /api/admin/kyc/:user_id/verify` takes it. */
function subjectOf(token: string): string {
  const payload = token.split('.')[1]!;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

/** The admin's token on each server a worker has talked to (the run's, or one a spec started). */
const adminTokens = new Map<string, Promise<string>>();
function signInAdmin(request: APIRequestContext, baseURL: string): Promise<string> {
  let token = adminTokens.get(baseURL);
  if (!token) {
    token = (async () => {
      const login = await request.post('/api/auth/login', { data: { ...DEMO.admin, role: 'admin' } });
      expect(login.status(), await login.text()).toBe(200);
      return ((await login.json()) as { access_token: string }).access_token;
    })();
    adminTokens.set(baseURL, token);
  }
  return token;
}

export type BackerAccount = Awaited<ReturnType<typeof newAccount>>;

/**
 * A newly registered backer whose KYC the admin has verified and whose wallet holds `rupees`
 * (PUT /api/me/kyc, POST /api/admin/kyc/:id/verify, POST /api/wallet/deposits,
 * POST /api/admin/deposits/:id/confirm): one who may invest. `baseURL`: the server `request` talks to.
 */
export async function fundedVerifiedBacker(request: APIRequestContext, rupees = 5_00_000, baseURL = process.env.E2E_BASE_URL!): Promise<BackerAccount> {
  const backer = await newAccount('backer', baseURL);
  const submitted = await request.put('/api/me/kyc', {
    headers: auth(backer.token),
    data: {
      legal_name: 'Kavya Sharma',
      date_of_birth: '1991-06-15',
      pan: 'ABCPS1234K',
      address: '22 Lavelle Road, Bengaluru 560001',
      bank_account: { account_number: '001234567890', ifsc: 'HDFC0000123' },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const admin = await signInAdmin(request, baseURL);
  const verified = await request.post(`/api/admin/kyc/${subjectOf(backer.token)}/verify`, { headers: auth(admin) });
  expect(verified.status(), await verified.text()).toBe(200);
  const deposit = await request.post('/api/wallet/deposits', {
    headers: { ...auth(backer.token), 'idempotency-key': crypto.randomUUID() },
    data: { amount: rupees * 100, currency: 'INR' },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  const { id } = (await deposit.json()) as { id: string };
  const confirmed = await request.post(`/api/admin/deposits/${id}/confirm`, { headers: { ...auth(admin), 'idempotency-key': crypto.randomUUID() } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return backer;
}

/** A deal as GET /api/deals lists it (the fields the tests read). */
export interface ListedDeal {
  id: string;
  property_id: string;
  name: string;
  location: string;
  currency: string;
  target: number;
  raised: number;
  minimum_ticket: number;
  maximum_per_backer: number | null;
  deadline: string | null;
  status: string | null;
}

/** Deals from GET /api/deals with these query parameters, as `token`'s user sees them. */
export async function listDeals(request: APIRequestContext, token: string, query: Record<string, string> = {}) {
  const response = await request.get('/api/deals', { headers: auth(token), params: { page_size: '100', ...query } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { total: number; items: ListedDeal[] };
}

/**
 * A live rupee deal with room for a few minimum tickets and at least three days to go (so a new
 * commitment may still be cancelled), or undefined when the database has none: no API makes one
 * yet (deals come from proposers through the review, or from the demo seed).
 */
export async function liveRupeeDeal(request: APIRequestContext, token: string): Promise<ListedDeal | undefined> {
  const { items } = await listDeals(request, token, { status: 'pending' });
  const soon = Date.now() + 3 * 86_400_000;
  return items.find(
    (deal) =>
      deal.currency === 'INR' &&
      deal.target - deal.raised >= 3 * deal.minimum_ticket &&
      deal.minimum_ticket <= 1_00_000_00 &&
      deal.deadline !== null &&
      Date.parse(deal.deadline) > soon,
  );
}

/** The signed-in demo user's token, through the API. */
export async function demoToken(request: APIRequestContext, role: keyof typeof DEMO): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { ...DEMO[role], role } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** The terms of a complete rupee deal, Buy 'N' Hold unless told, as a proposer's form sends them (POST /api/deals). */
export interface DealTerms {
  title: string;
  /** Fix 'N' Flip with its milestones (draw_schedule), or Buy 'N' Hold when absent. */
  flip?: { name: string; share_bps: number }[];
  asset_class: 'Residential' | 'Commercial' | 'Industrial' | 'Mixed-Use';
  projected_roi_bps: number;
  target: number;
  minimum_ticket: number;
  maximum_per_backer: number | null;
}

/**
 * A deal of a newly registered proposer taken the whole way through the API: created, submitted,
 * passed on its three review stages and approved by the admin, and published by its proposer
 * (POST /api/deals, /submit, /api/admin/deals/:id/reviews, /approve, /publish). `baseURL`: the
 * server `request` talks to. Resolves with the deal as published and its proposer's account.
 */
export async function publishedDeal(
  request: APIRequestContext,
  terms: DealTerms,
  baseURL = process.env.E2E_BASE_URL!,
): Promise<{ id: string; property_id: string; name: string; proposer: Awaited<ReturnType<typeof newAccount>> }> {
  const account = await newAccount('proposer', baseURL);
  const proposer = account.token;
  const created = await request.post('/api/deals', {
    headers: auth(proposer),
    data: {
      property: {
        title: terms.title,
        description: 'Eight two-bedroom flats over a row of shops, let to long-term tenants.',
        type: 'Apartment',
        location: 'Indiranagar, Bengaluru',
        price: 4_00_00_000_00,
        area_sqft: 9_600,
        bedrooms: 16,
        bathrooms: 16,
        year_built: 2019,
        features: ['Lift', 'Covered parking'],
        location_description: 'Five minutes from the metro station on 100 Feet Road.',
        agent: { name: 'Priya Nair', email: 'priya@example.com', phone: '+91 98200 00000', company: 'Garden City Homes' },
      },
      ...(terms.flip ? { campaign_type: 'fix_n_flip', draw_schedule: terms.flip } : { campaign_type: 'buy_n_hold' }),
      asset_class: terms.asset_class,
      currency: 'INR',
      target: terms.target,
      minimum_ticket: terms.minimum_ticket,
      maximum_per_backer: terms.maximum_per_backer,
      projected_roi_bps: terms.projected_roi_bps,
      holding_period_months: 36,
      projection: [
        { quarter: '2027-Q1', amount: 7_000_00 },
        { quarter: '2027-Q2', amount: 7_000_00 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const step = async (token: string, path: string, status: number, data?: object) => {
    const response = await request.post(path, { headers: auth(token), data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
    return response;
  };
  await step(proposer, `/api/deals/${id}/submit`, 200);
  const admin = await signInAdmin(request, baseURL);
  for (const stage of ['documents', 'valuation', 'legal']) await step(admin, `/api/admin/deals/${id}/reviews`, 201, { stage, decision: 'pass' });
  await step(admin, `/api/admin/deals/${id}/approve`, 200);
  const published = await step(proposer, `/api/deals/${id}/publish`, 200);
  const deal = (await published.json()) as { id: string; property_id: string; name: string; lifecycle: string };
  expect(deal.lifecycle).toBe('live');
  return { ...deal, proposer: account };
}
