import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { CampaignConfig, EscrowAccount, ExitConfig } from '../../config/env.ts';
import type { DealStructure } from '../../../shared/contracts/deals.ts';
import type { DistributionInput } from '../../../shared/contracts/distributions.ts';
import type { ExitProposalInput } from '../../../shared/contracts/exits.ts';
import { MAX_DRAW_PHOTOS } from '../../../shared/contracts/draws.ts';
import type { ReportInput } from '../../../shared/contracts/reports.ts';
import type { Currency } from '../../../shared/contracts/money.ts';
import { amountToJson } from '../../../shared/money.ts';
import { indianDate, nextQuarter, previousQuarter, quarterOf, quarterRange, quartersBetween } from '../../../shared/periods.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { MemoryCounterStore } from '../../lib/counter-store.ts';
import { UploadStore } from '../../lib/upload-store.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { DealsService, UNSCHEDULED } from '../../modules/deals/deals.service.ts';
import { valuationsRepository } from '../../modules/holdings/valuations.repository.ts';
import { payDistribution } from '../../modules/distributions/distribution-run.ts';
import { DistributionsService } from '../../modules/distributions/distributions.service.ts';
import { ValuationsService } from '../../modules/holdings/valuations.service.ts';
import { CampaignService } from '../../modules/investing/campaign.service.ts';
import { ExitWindowsService } from '../../modules/exits/exit-windows.service.ts';
import { SaleService } from '../../modules/exits/sale.service.ts';
import { InvestingService } from '../../modules/investing/investing.service.ts';
import { QuestionsService } from '../../modules/questions/questions.service.ts';
import { drawsRepository } from '../../modules/draws/draws.repository.ts';
import { DrawsService } from '../../modules/draws/draws.service.ts';
import { ReportingHealthService } from '../../modules/reports/reporting-health.service.ts';
import { dueQuarters } from '../../modules/reports/reporting-health.ts';
import { ReportsService } from '../../modules/reports/reports.service.ts';
import { runStep } from '../../steps/run-step.ts';
import { usersRepository } from '../../modules/users/users.repository.ts';
import { WalletService } from '../../modules/wallet/wallet.service.ts';
import type { Db } from '../client.ts';
import { dealReviews, deals, distributions, exchangeRates, fundraisingGoals, kycRecords, notifications, outbox, properties, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { HISTORY_QUESTIONS, type AskedWhen } from './history-questions.ts';
import {
  DEMO_BACKER_CASH_USD,
  DEMO_BACKER_INVESTMENTS,
  FIRST_NAMES,
  HISTORY_DEALS,
  HISTORY_PROPOSERS,
  LAST_NAMES,
  RECENT_SAMPLE_INVESTMENTS,
  US_PROPERTIES,
  type DealIncome,
  type HistoryDeal,
  type ProposerKey,
} from './history-samples.ts';

/*
 * The demo history (platform.md §1, decisions.md #16 and #19): proposers' deals go live, backers
 * deposit and commit, deals fund or fail, fees post, all through the real services with a clock
 * set in the past, so that a fresh start shows the spec's Overview: 32 properties (28 at the end of
 * last month), $8.5M invested (+8.2 %), 245 active backers (234), an average projected ROI of
 * 15.2 % (+2.1 %), $8.5M of a $10M goal, live deals pending, funded and failed ones in the past,
 * a demo backer with a wallet and holdings, and three approved deals of the demo proposer that wait
 * to be published (they count in no figure until they go live). Where a step's service does not exist yet it is
 * written directly and said so: the three review passes and the approval (the reviews module).
 * Money reaches a wallet as a backer's does: a deposit opened with its bank reference, then
 * confirmed by the demo admin, so every wallet line has the record its screens read.
 *
 * After funding (after-funding.md §6), each funded deal's ended quarters are valued and paid as
 * the platform does it: a valuation, then a distribution drafted and submitted by its proposer,
 * paid in, approved by the demo admin and paid with its tax withheld, so the Portfolio, the
 * payouts and their Rupee Trails show real income. The four deals funded before this month are
 * one of each structure; the demo backer holds an SM REIT's units and a private company's, and the
 * demo proposer sponsors two of them. Then the exits (`#exits`): a settled exit window on Jubilee
 * Hills in which the demo backer sold part of its holding, a sale vote under way on the demo
 * proposer's Riverside Commerce Center that the demo backer has not voted on yet, and Union Square
 * Lofts sold this month at a gain, its final distribution paid and the deal exited.
 *
 * Times are placed against the moment of seeding, T, and the first instant of its month, M (UTC):
 * "before the month" is M minus days; "this month" is M + f·(T − M); the live deals go live in the
 * last 20 days (or since M, if later) so that each has at least ten of its 30 days left. The whole
 * history is one transaction: a start sees all of it or none, and a second start adds nothing.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The platform defaults (interfaces.md), whatever this start's environment says: the story is told in them. */
export const HISTORY_CAMPAIGN: CampaignConfig = { durationMs: 30 * DAY, extensionMs: 15 * DAY, cancelCutoffMs: 48 * HOUR, feeBps: 150 };

/** What one unit of each currency is worth in US dollars (the Overview's conversion), until the admin changes it. */
export const DEFAULT_EXCHANGE_RATES = [
  { currency: 'USD', usdPerUnit: '1' },
  { currency: 'INR', usdPerUnit: '0.012' },
] as const;

/**
 * The escrow account the story's backers sent their deposits to. Only the answer that opens a
 * deposit shows it (its transfer instructions); a deposit keeps its bank reference, not this.
 */
const HISTORY_ESCROW: EscrowAccount = {
  accountName: 'Sharestead Escrow Account',
  bank: 'Example Bank, Fort Branch, Mumbai',
  accountNumber: '50200012345678',
  ifsc: 'EXMP0000001',
  swift: 'EXMPINBBXXX',
};

/** The spec's fundraising sample: $10M by the end of Q2. */
export const FUNDRAISING_GOAL_USD = 10_000_000;

const EMAIL_DOMAIN = 'demo.sharestead.test';
/** The history exists when its first proposer does. */
const MARKER_EMAIL = `vikram.desai@${EMAIL_DOMAIN}`;

/** Backers in the history: active through last month and now (G), only last month (X), only now (Y). */
const GROUP_SIZES = { G: 224, X: 10, Y: 21 } as const;

class SeedClock implements Clock {
  #now = new Date(0);
  now(): Date {
    return new Date(this.#now);
  }
  set(instant: Date): void {
    this.#now = instant;
  }
}

/** A small deterministic generator (mulberry32): the same story on every fresh start. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    shuffle<T>(items: T[]): T[] {
      for (let index = items.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        [items[index], items[other]] = [items[other]!, items[index]!];
      }
      return items;
    },
  };
}
type Random = ReturnType<typeof randomFrom>;

/** `count` amounts of at least `minimum`, in multiples of `step` (the last takes any remainder), adding up to `total`. */
export function splitAmount(random: Random, total: bigint, count: number, minimum: bigint, step: bigint): bigint[] {
  if (count === 0) {
    if (total !== 0n) throw new Error(`Nothing to split ${total} into.`);
    return [];
  }
  const spare = total - BigInt(count) * minimum;
  if (spare < 0n) throw new Error(`${total} cannot be split into ${count} amounts of at least ${minimum}.`);
  const weights = Array.from({ length: count }, () => 0.15 + random.next() ** 2);
  const sum = weights.reduce((a, b) => a + b, 0);
  const steps = spare / step;
  const parts = weights.map((weight) => BigInt(Math.floor((Number(steps) * weight) / sum)) * step + minimum);
  const rest = total - parts.reduce((a, b) => a + b, 0n);
  parts[random.int(count)]! += rest;
  return parts;
}

/** `count` instants spread at random between `from` and `to`, in order; with `endAtTo` the last is `to`. */
function instants(random: Random, from: number, to: number, count: number, endAtTo = false): Date[] {
  const times = Array.from({ length: count }, (_, index) => (endAtTo && index === count - 1 ? to : from + random.next() * (to - from)));
  return times.sort((a, b) => a - b).map((time) => new Date(Math.round(time)));
}

interface Backer {
  id: string;
  name: string;
  group: 'G' | 'X' | 'Y';
}

type Event =
  | { at: Date; kind: 'deposit'; backer: string; currency: Currency; amount: bigint }
  | { at: Date; kind: 'publish'; deal: string; proposer: string }
  | { at: Date; kind: 'commit'; deal: string; backer: string; amount: bigint; ref?: string }
  | { at: Date; kind: 'cancel'; backer: string; ref: string }
  | { at: Date; kind: 'close'; deal: string }
  | { at: Date; kind: 'valuation'; deal: string; valuedOn: string; priceBps: number }
  | { at: Date; kind: 'draft'; deal: string; proposer: string; ref: string; input: DistributionInput }
  | { at: Date; kind: 'funds' | 'approve' | 'pay'; ref: string }
  | { at: Date; kind: 'ask'; deal: string; backer: string; ref: string; body: string }
  | { at: Date; kind: 'answer'; actor: { sub: string; role: 'proposer' | 'admin' }; ref: string; body: string }
  | { at: Date; kind: 'draw-request'; deal: string; proposer: string; n: number; note: string; photos: string[] }
  | { at: Date; kind: 'draw-release'; deal: string; n: number }
  | { at: Date; kind: 'report'; deal: string; proposer: string; ref: string; input: ReportInput }
  | { at: Date; kind: 'accept'; ref: string }
  | { at: Date; kind: 'window-open'; deal: string; ref: string }
  | { at: Date; kind: 'order'; ref: string; backer: string; side: 'buy' | 'sell'; faceValue: bigint; offsetBps: number; orderRef?: string }
  | { at: Date; kind: 'order-cancel'; backer: string; orderRef: string }
  | { at: Date; kind: 'window-close'; ref: string }
  | { at: Date; kind: 'propose'; deal: string; proposer: string; ref: string; input: ExitProposalInput }
  | { at: Date; kind: 'vote'; ref: string; backer: string; vote: 'yes' | 'no' }
  | { at: Date; kind: 'complete'; ref: string; proceeds: bigint };

/** DRAW_IDLE_INSPECTION's default: the history's draws are recent, so no deal of it is idle. */
const HISTORY_DRAW_IDLE_MS = 30 * DAY;

/** The platform defaults (interfaces.md): a window of 7 days, a band of 10 %, a 25 % cap, a 1 % fee, a vote of 14 days. */
const HISTORY_EXITS: ExitConfig = {
  lockInMs: 180 * DAY,
  windowEveryMs: 91 * DAY,
  windowDurationMs: 7 * DAY,
  voteDurationMs: 14 * DAY,
  priceBandBps: 1000,
  holdingCapBps: 2500,
  tradeFeeBps: 100,
};

/** The history pays each approved distribution itself when the approval's job would run (`pay`), so that job is not kept. */
const NO_JOBS: JobQueue = {
  schedule: async () => {},
  cancel: async () => {},
  work: () => {},
  start: async () => {},
  stop: async () => {},
  runDue: async () => 0,
};

/** Runs the demo history once: nothing when it already exists, or when a demo account is missing. */
export async function seedDemoHistory(db: Db, now: Date = new Date()): Promise<void> {
  if (await usersRepository.findByEmail(db, MARKER_EMAIL)) return;
  const demo = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const row = await usersRepository.findByEmail(db, account.email);
    if (!row || row.role !== account.role) return;
    demo.set(account.role, row.id);
  }
  // One step, so the services' steps inside it are savepoints whose after-commit work waits for it.
  await runStep(db, { now: () => now }, async ({ tx }) => {
    const demoIds = [...demo.values()];
    const earlier = await tx.select({ id: notifications.id }).from(notifications).where(inArray(notifications.userId, demoIds));
    const queued = await tx.select({ id: outbox.id }).from(outbox);
    await new History(tx, now, { admin: demo.get('admin')!, backer: demo.get('backer')!, proposer: demo.get('proposer')! }).run();
    // The demo accounts start with the spec's three notifications (decisions.md #22), not the history's
    // (its deposits, commitments, valuations, income paid and distributions to approve or paid).
    await tx.delete(notifications).where(
      and(
        inArray(notifications.userId, demoIds),
        earlier.length > 0
          ? notInArray(
              notifications.id,
              earlier.map((row) => row.id),
            )
          : undefined,
      ),
    );
    // A story told, not events happening now: its e-mails and SMS are not sent.
    await tx.delete(outbox).where(
      queued.length > 0
        ? notInArray(
            outbox.id,
            queued.map((row) => row.id),
          )
        : undefined,
    );
  });
}

class History {
  readonly #db: Db;
  readonly #clock = new SeedClock();
  readonly #random = randomFrom(20_251_121);
  readonly #demo: { admin: string; backer: string; proposer: string };
  readonly #T: number;
  readonly #M: number;
  readonly #recentFrom: number;

  constructor(db: Db, now: Date, demo: { admin: string; backer: string; proposer: string }) {
    this.#db = db;
    this.#demo = demo;
    this.#T = now.getTime();
    this.#M = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    this.#recentFrom = Math.max(this.#M, this.#T - 20 * DAY);
  }

  /** `days` before the first instant of this month. */
  #beforeMonth(days: number): number {
    return this.#M - days * DAY;
  }
  /** A fraction of the way from the first instant of this month to now. */
  #thisMonth(fraction: number): number {
    return this.#M + fraction * (this.#T - this.#M);
  }
  /** A fraction of the way through the window in which the live deals went live. */
  #recent(fraction: number): number {
    return this.#recentFrom + fraction * (this.#T - this.#recentFrom);
  }

  async run(): Promise<void> {
    const passwordHash = await hashPassword(randomUUID());
    const proposers = await this.#proposers(passwordHash);
    const backers = await this.#backers(passwordHash);
    await this.#usProperties();
    const dealIds = await this.#deals(proposers);
    const events = this.#plan(dealIds, proposers, backers);
    await this.#play(events);
    await this.#db
      .insert(fundraisingGoals)
      .values({ target: BigInt(FUNDRAISING_GOAL_USD) * 100n, dueOn: this.#endOfNextQ2() })
      .onConflictDoNothing();
  }

  /** The last day of the second quarter, this year's unless it has passed. */
  #endOfNextQ2(): string {
    const today = new Date(this.#T).toISOString().slice(0, 10);
    const year = new Date(this.#T).getUTCFullYear();
    return today <= `${year}-06-30` ? `${year}-06-30` : `${year + 1}-06-30`;
  }

  async #proposers(passwordHash: string): Promise<Record<ProposerKey, string>> {
    const rows = await this.#db
      .insert(users)
      .values(
        Object.values(HISTORY_PROPOSERS).map((proposer) => ({
          email: `${proposer.firstName}.${proposer.lastName}@${EMAIL_DOMAIN}`.toLowerCase(),
          passwordHash,
          role: 'proposer' as const,
          firstName: proposer.firstName,
          lastName: proposer.lastName,
          companyName: proposer.company,
        })),
      )
      .returning({ id: users.id, firstName: users.firstName });
    const id = (first: string) => rows.find((row) => row.firstName === first)!.id;
    return { demo: this.#demo.proposer, vikram: id('Vikram'), ananya: id('Ananya'), marcus: id('Marcus'), hannah: id('Hannah') };
  }

  /** 254 backers besides the demo one, each with a verified KYC record; they never sign in. */
  async #backers(passwordHash: string): Promise<Backer[]> {
    const named = new Set(RECENT_SAMPLE_INVESTMENTS.map((entry) => entry.investor));
    const names: string[] = [...named];
    const taken = new Set([...named, 'Daniel Reyes']);
    const total = GROUP_SIZES.G + GROUP_SIZES.X + GROUP_SIZES.Y - 1;
    for (let index = 0; names.length < total; index++) {
      const name = `${FIRST_NAMES[(index * 7) % FIRST_NAMES.length]} ${LAST_NAMES[(index * 11 + Math.floor(index / LAST_NAMES.length)) % LAST_NAMES.length]}`;
      if (taken.has(name)) continue;
      taken.add(name);
      names.push(name);
    }
    const rows = await this.#db
      .insert(users)
      .values(
        names.map((name) => {
          const [firstName, lastName] = name.split(' ') as [string, string];
          return { email: `${firstName}.${lastName}@${EMAIL_DOMAIN}`.toLowerCase(), passwordHash, role: 'backer' as const, firstName, lastName };
        }),
      )
      .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
    const byName = new Map(rows.map((row) => [`${row.firstName} ${row.lastName}`, row.id]));
    // The demo backer and the twelve named investors are established backers (G); the rest in turn.
    const backers: Backer[] = [{ id: this.#demo.backer, name: 'Daniel Reyes', group: 'G' }];
    names.forEach((name, index) => {
      const rest = index - named.size;
      const group = index < named.size || rest < GROUP_SIZES.G - 1 - named.size ? 'G' : rest < GROUP_SIZES.G - 1 - named.size + GROUP_SIZES.X ? 'X' : 'Y';
      backers.push({ id: byName.get(name)!, name, group });
    });
    // Before the first deal went live (history-samples.ts).
    const verifiedAt = new Date(this.#beforeMonth(540));
    const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
    await this.#db
      .insert(kycRecords)
      .values(
        // The demo backer's KYC is its own sample (seedBackerKyc), made before the history.
        backers
          .filter((backer) => backer.id !== this.#demo.backer)
          .map((backer, index) => ({
            userId: backer.id,
            legalName: backer.name,
            dateOfBirth: `${1960 + (index % 40)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
            pan: `${Array.from({ length: 5 }, (_, position) => letters[(index * 3 + position * 5) % letters.length]).join('')}${String(1000 + index).slice(-4)}${letters[index % letters.length]}`,
            address: `${100 + index} Market Street`,
            bankAccountNumber: String(100_000_000_000 + index * 7919),
            bankIfsc: 'HDFC0001234',
            status: 'verified' as const,
            submittedAt: verifiedAt,
            decidedAt: verifiedAt,
            decidedBy: this.#demo.admin,
          })),
      )
      .onConflictDoNothing({ target: kycRecords.userId });
    return backers;
  }

  async #usProperties(): Promise<void> {
    await this.#db
      .insert(properties)
      .values(
        US_PROPERTIES.map(({ priceUsd, listed, ...property }) => ({
          ...property,
          price: BigInt(priceUsd) * 100n,
          currency: 'USD' as const,
          images: [],
          featured: false,
          isNew: 'thisMonth' in listed,
          listedAt: new Date('thisMonth' in listed ? this.#thisMonth(listed.thisMonth) : this.#beforeMonth(listed.days)),
        })),
      )
      .onConflictDoNothing({ target: properties.id });
  }

  /** When the deal goes live. */
  #publishedAt(deal: HistoryDeal): number {
    switch (deal.phase.kind) {
      case 'funded':
      case 'failed':
        return this.#beforeMonth(deal.phase.publishedDaysBefore);
      case 'funds-this-month':
      case 'fails-this-month':
        // Live for the 30 days up to its deadline, which falls this month.
        return this.#thisMonth(deal.phase.deadlineAt) - HISTORY_CAMPAIGN.durationMs;
      case 'live':
        return this.#recent(deal.phase.publishedAt);
      case 'approved':
        // Not published: ready to go live now, its reviews passed two days ago.
        return this.#T;
    }
  }

  /** Each deal written as approved, with the three passing reviews (the reviews module will make these). */
  async #deals(proposers: Record<ProposerKey, string>): Promise<string[]> {
    const ids: string[] = [];
    for (const deal of HISTORY_DEALS) {
      const unit = 100n;
      const created = new Date(this.#publishedAt(deal) - 10 * DAY);
      const [row] = await this.#db
        .insert(deals)
        .values({
          ...(deal.phase.kind === 'approved' ? { id: deal.phase.id } : {}),
          propertyId: deal.propertyId,
          proposerId: proposers[deal.proposer],
          campaignType: deal.campaignType,
          drawSchedule: deal.drawSchedule ?? [],
          structure: deal.structure,
          assetClass: deal.assetClass,
          currency: deal.currency,
          target: BigInt(deal.target) * unit,
          minimumTicket: BigInt(deal.minimumTicket) * unit,
          projectedRoiBps: deal.roiBps,
          holdingPeriodMonths: deal.holdingPeriodMonths,
          projection: this.#projection(deal),
          lifecycle: 'approved',
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: deals.id });
      const reviewed = new Date(this.#publishedAt(deal) - 2 * DAY);
      await this.#db.insert(dealReviews).values(
        (['documents', 'valuation', 'legal'] as const).map((stage, index) => ({
          dealId: row!.id,
          stage,
          decision: 'pass' as const,
          comment: '',
          reviewerId: this.#demo.admin,
          createdAt: new Date(reviewed.getTime() + index * HOUR),
        })),
      );
      ids.push(row!.id);
    }
    return ids;
  }

  /** Every step of the story with its time: publications, deposits, commitments, a cancellation, closes. */
  #plan(dealIds: string[], proposers: Record<ProposerKey, string>, backers: Backer[]): Event[] {
    const random = this.#random;
    const events: Event[] = [];
    const established = backers.filter((backer) => backer.group === 'G' && backer.id !== this.#demo.backer);
    const leaving = backers.filter((backer) => backer.group === 'X');
    const arriving = backers.filter((backer) => backer.group === 'Y');
    const pick = (taken: Set<string>) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const backer = established[random.int(established.length)]!;
        if (!taken.has(backer.id)) return backer.id;
      }
      return established[random.int(established.length)]!.id;
    };
    const byProperty = new Map(HISTORY_DEALS.map((deal, index) => [deal.propertyId, { deal, id: dealIds[index]! }]));
    const step = (deal: HistoryDeal) => (deal.currency === 'USD' ? 500_00n : 5_000_00n);
    const minor = (units: number) => BigInt(units) * 100n;
    const demoIn = (propertyId: string) => DEMO_BACKER_INVESTMENTS.filter((entry) => entry.propertyId === propertyId).map((entry) => minor(entry.amount));
    const tailIn = (propertyId: string) =>
      RECENT_SAMPLE_INVESTMENTS.filter((entry) => entry.propertyId === propertyId && !entry.cancelled).map((entry) => minor(entry.amount));
    const sum = (amounts: bigint[]) => amounts.reduce((a, b) => a + b, 0n);

    // Each deal's generated commitments (amount and time); who holds each is decided below.
    const generatedSlots: { amount: bigint; at: Date }[][] = [];

    HISTORY_DEALS.forEach((deal, index) => {
      // An approved deal waits for its proposer: nothing happens to it in the history.
      if (deal.phase.kind === 'approved') return;
      const id = dealIds[index]!;
      const published = this.#publishedAt(deal);
      events.push({ at: new Date(published), kind: 'publish', deal: id, proposer: proposers[deal.proposer] });
      const demoAmounts = demoIn(deal.propertyId);
      const phase = deal.phase;
      let from = published + HOUR;
      let to: number;
      let generated: bigint;
      let endAtTo = false;
      switch (phase.kind) {
        case 'funded':
          to = this.#beforeMonth(phase.filledDaysBefore);
          generated = minor(deal.raised) - sum(demoAmounts);
          endAtTo = true;
          break;
        case 'failed':
          to = published + HISTORY_CAMPAIGN.durationMs - 3 * DAY;
          generated = minor(deal.raised);
          events.push({ at: new Date(published + HISTORY_CAMPAIGN.durationMs + 2 * HOUR), kind: 'close', deal: id });
          break;
        case 'funds-this-month': {
          to = this.#M - HOUR;
          generated = minor(phase.raisedByMonthEnd) - sum(demoAmounts);
          // The completions this month; the last one fills the target and funds the deal at once.
          const amounts = splitAmount(random, minor(deal.target - phase.raisedByMonthEnd), phase.completions, minor(deal.minimumTicket), step(deal));
          const times = Array.from({ length: phase.completions }, (_, k) => new Date(this.#thisMonth((phase.filledAt * (k + 1)) / phase.completions)));
          const taken = new Set<string>();
          amounts.forEach((amount, k) => {
            const backer = pick(taken);
            taken.add(backer);
            events.push({ at: times[k]!, kind: 'commit', deal: id, backer, amount });
          });
          break;
        }
        case 'fails-this-month':
          to = this.#M - HOUR;
          generated = minor(phase.raisedByMonthEnd);
          events.push({ at: new Date(this.#thisMonth(Math.min(0.99, phase.deadlineAt + 0.05))), kind: 'close', deal: id });
          break;
        case 'live':
          from = published + (this.#T - published) * 0.02;
          to = this.#recent(0.88);
          generated = minor(deal.raised) - sum(demoAmounts) - sum(tailIn(deal.propertyId));
          break;
      }
      const amounts = splitAmount(random, generated, deal.commitments, minor(deal.minimumTicket), step(deal));
      const times = instants(random, from, to, deal.commitments + demoAmounts.length, endAtTo);
      // The demo backer's commitments take the first of the deal's times, the generated ones the rest.
      demoAmounts.forEach((amount, k) => events.push({ at: times[k]!, kind: 'commit', deal: id, backer: this.#demo.backer, amount }));
      generatedSlots[index] = amounts.map((amount, k) => ({ amount, at: times[demoAmounts.length + k]! }));
    });

    // Who holds which generated commitment: `first` get one each, in random slots; other established backers the rest.
    const assign = (indices: number[], first: { id: string }[]) => {
      const slots = random.shuffle(indices.flatMap((index) => generatedSlots[index]!.map((_slot, k) => ({ index, k }))));
      const byDeal = new Map<number, Set<string>>();
      const owner = new Map<string, string>();
      slots.forEach((slot, position) => {
        const taken = byDeal.get(slot.index) ?? new Set<string>();
        byDeal.set(slot.index, taken);
        const backer = position < first.length ? first[position]!.id : pick(taken);
        taken.add(backer);
        owner.set(`${slot.index}:${slot.k}`, backer);
      });
      for (const index of indices) {
        generatedSlots[index]!.forEach((slot, k) =>
          events.push({ at: slot.at, kind: 'commit', deal: dealIds[index]!, backer: owner.get(`${index}:${k}`)!, amount: slot.amount }),
        );
      }
    };
    const indicesWhere = (test: (deal: HistoryDeal) => boolean) => HISTORY_DEALS.flatMap((deal, index) => (test(deal) ? [index] : []));
    // Every established backer holds money in a deal funded by now, from before this month.
    assign(
      indicesWhere((deal) => deal.phase.kind === 'funded' || deal.phase.kind === 'funds-this-month'),
      established,
    );
    // The backers who leave this month hold money only in the deal that fails this month.
    assign(
      indicesWhere((deal) => deal.phase.kind === 'fails-this-month'),
      leaving,
    );
    assign(
      indicesWhere((deal) => deal.phase.kind === 'failed'),
      [],
    );
    // The backers who arrive this month commit to the live deals.
    assign(
      indicesWhere((deal) => deal.phase.kind === 'live'),
      arriving,
    );

    // The spec's Recent Investments close the story; Priya Patel then cancels hers.
    const byName = new Map(backers.map((backer) => [backer.name, backer.id]));
    RECENT_SAMPLE_INVESTMENTS.forEach((entry, k) => {
      const ref = entry.cancelled ? `recent-${k}` : undefined;
      events.push({
        at: new Date(this.#recent(0.9 + k * 0.007)),
        kind: 'commit',
        deal: byProperty.get(entry.propertyId)!.id,
        backer: byName.get(entry.investor)!,
        amount: minor(entry.amount),
        ...(ref ? { ref } : {}),
      });
      if (ref) events.push({ at: new Date(this.#recent(0.99)), kind: 'cancel', backer: byName.get(entry.investor)!, ref });
    });

    // Each backer deposits, per currency, what it will commit, shortly before its first commitment.
    const currencyOf = new Map(dealIds.map((id, index) => [id, HISTORY_DEALS[index]!.currency]));
    const needs = new Map<string, { backer: string; currency: Currency; amount: bigint; first: number }>();
    for (const event of events) {
      if (event.kind !== 'commit') continue;
      const currency = currencyOf.get(event.deal)!;
      const key = `${event.backer}|${currency}`;
      const need = needs.get(key) ?? { backer: event.backer, currency, amount: 0n, first: event.at.getTime() };
      need.amount += event.amount;
      need.first = Math.min(need.first, event.at.getTime());
      needs.set(key, need);
    }
    const demoCash = needs.get(`${this.#demo.backer}|USD`);
    if (demoCash) demoCash.amount += minor(DEMO_BACKER_CASH_USD);
    for (const need of needs.values()) {
      events.push({ at: new Date(need.first - 2 * HOUR), kind: 'deposit', backer: need.backer, currency: need.currency, amount: need.amount });
    }
    events.push(...this.#income(dealIds, proposers));
    events.push(...this.#questions(events, dealIds, proposers));
    events.push(...this.#draws(dealIds, proposers));
    events.push(...this.#exits(events, dealIds, proposers));
    const order = {
      deposit: 0,
      publish: 1,
      commit: 2,
      cancel: 3,
      close: 4,
      valuation: 5,
      draft: 6,
      funds: 7,
      approve: 8,
      pay: 9,
      ask: 10,
      answer: 11,
      'draw-request': 12,
      'draw-release': 13,
      report: 14,
      accept: 15,
      'window-open': 16,
      order: 17,
      'order-cancel': 18,
      'window-close': 19,
      propose: 20,
      vote: 21,
      complete: 22,
    } as const;
    return events.sort((a, b) => a.at.getTime() - b.at.getTime() || order[a.kind] - order[b.kind]);
  }

  /**
   * What a deal that earns promises each quarter of its holding period from its funding's (frozen at
   * approval): its rent yield on the raise, less about 7 % of expenses and the management fee, the
   * funding's quarter for the part of it the deal is held; whole units, as minor-unit text.
   */
  #projection(deal: HistoryDeal): { quarter: string; amount: string }[] {
    const fundedAt = this.#fundedAt(deal);
    if (fundedAt === undefined || !deal.income) return [];
    const perQuarter = (deal.raised * deal.income.rentYieldBps * 0.93) / 40_000 - deal.raised / 400;
    const quarters = [quarterOf(new Date(fundedAt))];
    while (quarters.length < deal.holdingPeriodMonths / 3) quarters.push(nextQuarter(quarters.at(-1)!));
    return quarters.map((quarter) => {
      const { start, end } = quarterRange(quarter);
      const held = (end.getTime() - Math.max(start.getTime(), fundedAt)) / (end.getTime() - start.getTime());
      return { quarter, amount: String(Math.round(perQuarter * held) * 100) };
    });
  }

  /**
   * The Fix 'N' Flip deal that funds this month goes between two draws: its proposer requests the
   * first with site photos (the property's own pictures: the history uploads nothing) and the admin
   * releases it, then the second is requested and waits for the admin.
   */
  #draws(dealIds: string[], proposers: Record<ProposerKey, string>): Event[] {
    const events: Event[] = [];
    HISTORY_DEALS.forEach((deal, index) => {
      const funded = this.#fundedAt(deal);
      if (!deal.drawSchedule || deal.phase.kind !== 'funds-this-month' || funded === undefined) return;
      const at = (fraction: number) => new Date(funded + fraction * (this.#T - funded));
      const photo = (number: number) => `/images/properties/${deal.propertyId}/${number}.webp`;
      const base = { deal: dealIds[index]!, proposer: proposers[deal.proposer] };
      events.push(
        { ...base, at: at(0.3), kind: 'draw-request', n: 1, note: 'The roof slab is recast and the damp walls replastered.', photos: [photo(1), photo(2)] },
        { deal: base.deal, at: at(0.5), kind: 'draw-release', n: 1 },
        { ...base, at: at(0.8), kind: 'draw-request', n: 2, note: 'The kitchen is fitted and both bathrooms are tiled.', photos: [photo(3)] },
      );
    });
    return events;
  }

  /**
   * The exits (after-funding.md §6): a settled exit window with a few trades on Jubilee Hills (the
   * demo backer sells part of its holding), a sale vote under way on the demo proposer's Riverside
   * Commerce Center (the demo backer has not voted), and Union Square Lofts sold, its final
   * distribution paid and the deal exited. Its own generator, so the rest of the story is as drawn.
   */
  #exits(events: Event[], dealIds: string[], proposers: Record<ProposerKey, string>): Event[] {
    const random = randomFrom(20_261_205);
    const idOf = (propertyId: string) => dealIds[HISTORY_DEALS.findIndex((deal) => deal.propertyId === propertyId)]!;
    // Each deal's holders and their face value, largest first, equal ones in the plan's order (ids differ on every start).
    const holdersOf = (deal: string) => {
      const held = new Map<string, bigint>();
      for (const event of events) if (event.kind === 'commit' && event.deal === deal) held.set(event.backer, (held.get(event.backer) ?? 0n) + event.amount);
      return [...held].sort((a, b) => (a[1] === b[1] ? 0 : a[1] > b[1] ? -1 : 1));
    };
    const out: Event[] = [];
    const lastEnded = quarterRange(previousQuarter(quarterOf(new Date(this.#T))));

    // The window: in the last ended quarter, after the quarter before it was paid and before its own income.
    const jubilee = idOf('jubilee-hills-villa');
    const opens = lastEnded.start.getTime() + 35 * DAY;
    const during = (fraction: number) => new Date(opens + fraction * HISTORY_EXITS.windowDurationMs);
    out.push({ at: new Date(opens), kind: 'window-open', deal: jubilee, ref: 'window' });
    const holders = holdersOf(jubilee).filter(([backer]) => backer !== this.#demo.backer);
    const sellers: [string, bigint, number][] = [
      [this.#demo.backer, 2_00_000_00n, -100],
      [holders[0]![0], 3_00_000_00n, -300],
      [holders[1]![0], 1_50_000_00n, 200],
    ];
    // Holders who add to their holdings (each keeps some, so the deal's holders stay who they were).
    const buyers = random.shuffle(holders.slice(2).map(([id]) => ({ id }))).slice(0, 4);
    const bids: bigint[] = [2_50_000_00n, 2_00_000_00n, 1_00_000_00n, 1_50_000_00n];
    const offsets = [200, 100, 0, -200];
    sellers.forEach(([backer, faceValue, offsetBps], k) =>
      out.push({ at: during(0.1 + 0.2 * k), kind: 'order', ref: 'window', backer, side: 'sell', faceValue, offsetBps }),
    );
    buyers.forEach((buyer, k) => {
      const at = during(0.15 + 0.2 * k);
      // Money for the hold at the limit, whatever the valuations did: a quarter more than the face value.
      out.push({ at: new Date(at.getTime() - 2 * HOUR), kind: 'deposit', backer: buyer.id, currency: 'INR', amount: (bids[k]! * 5n) / 4n });
      out.push({
        at,
        kind: 'order',
        ref: 'window',
        backer: buyer.id,
        side: 'buy',
        faceValue: bids[k]!,
        offsetBps: offsets[k]!,
        ...(k === 3 ? { orderRef: 'cancelled' } : {}),
      });
    });
    out.push({ at: during(0.9), kind: 'order-cancel', backer: buyers[3]!.id, orderRef: 'cancelled' });
    out.push({ at: new Date(opens + HISTORY_EXITS.windowDurationMs + HOUR), kind: 'window-close', ref: 'window' });

    // The vote under way: proposed a few days ago (after the last quarter's income), a third yes and a tenth no so far.
    const riverside = HISTORY_DEALS.find((deal) => deal.propertyId === 'riverside-commerce-center-columbus')!;
    const proposedAt = Math.max(this.#T - 3 * DAY, lastEnded.end.getTime() + 0.9 * (this.#T - lastEnded.end.getTime()));
    const riversideId = idOf(riverside.propertyId);
    out.push({
      at: new Date(proposedAt),
      kind: 'propose',
      deal: riversideId,
      proposer: proposers[riverside.proposer],
      ref: 'vote',
      input: {
        sale_price: 2_150_000_00,
        costs: 64_500_00,
        expected_on: indianDate(new Date(this.#T + 60 * DAY)),
        note: 'A logistics fund offers to buy the whole centre with its leases. Costs are the brokerage and the transfer duties.',
      },
    });
    // The demo backer holds it and has not voted: its vote is the demo's.
    const voters = holdersOf(riversideId).filter(([backer]) => backer !== this.#demo.backer);
    out.push(...this.#votes(voters, proposedAt, 3_300, 1_000, 'vote'));

    // The exit: Union Square Lofts sold this month at a gain, voted through, completed and paid.
    const union = HISTORY_DEALS.find((deal) => deal.propertyId === 'union-square-lofts-minneapolis')!;
    const unionId = idOf(union.propertyId);
    const sold = (fraction: number) => this.#thisMonth(0.3 + fraction * 0.65);
    out.push({
      at: new Date(sold(0.2)),
      kind: 'propose',
      deal: unionId,
      proposer: proposers[union.proposer],
      ref: 'sale',
      input: {
        sale_price: 1_080_000_00,
        costs: 40_000_00,
        expected_on: indianDate(new Date(sold(0.9))),
        note: 'An owner-occupier offers to buy the lofts as they stand, above the valuation. Costs are the brokerage and the closing costs.',
      },
    });
    // The demo backer votes yes first; the largest holders follow until the yes passes half.
    const unionHolders = holdersOf(unionId);
    const demoFirst = [...unionHolders.filter(([backer]) => backer === this.#demo.backer), ...unionHolders.filter(([backer]) => backer !== this.#demo.backer)];
    out.push(...this.#votes(demoFirst, sold(0.2), 5_000, 0, 'sale', sold(0.6)));
    out.push({ at: new Date(sold(0.9)), kind: 'complete', ref: 'sale', proceeds: 1_040_000_00n });
    return out;
  }

  /**
   * Holders vote in turn from `from` until `to` (now by default): yes until more than `yesBps` of
   * the face value said yes, then no until more than `noBps` said no. A vote left open (yesBps below
   * half) casts no vote that would decide it.
   */
  #votes(holders: [string, bigint][], from: number, yesBps: number, noBps: number, ref: string, to = this.#T - MINUTE): Event[] {
    const total = holders.reduce((sum, [, faceValue]) => sum + faceValue, 0n);
    const open = yesBps < 5_000;
    const backers: { backer: string; vote: 'yes' | 'no' }[] = [];
    let yes = 0n;
    let no = 0n;
    for (const [backer, faceValue] of holders) {
      if (yes * 10_000n <= total * BigInt(yesBps)) {
        if (open && (yes + faceValue) * 2n > total) continue;
        yes += faceValue;
        backers.push({ backer, vote: 'yes' });
      } else if (noBps > 0 && no * 10_000n <= total * BigInt(noBps)) {
        if ((no + faceValue) * 2n >= total) continue;
        no += faceValue;
        backers.push({ backer, vote: 'no' });
      } else break;
    }
    return backers.map(({ backer, vote }, k) => ({ at: new Date(from + ((k + 1) / (backers.length + 1)) * (to - from)), kind: 'vote', ref, backer, vote }));
  }

  /** When the deal fills its target, for a deal that funds: its last commitment's time (see `#plan`). */
  #fundedAt(deal: HistoryDeal): number | undefined {
    switch (deal.phase.kind) {
      case 'funded':
        return this.#beforeMonth(deal.phase.filledDaysBefore);
      case 'funds-this-month':
        return this.#thisMonth(deal.phase.filledAt);
      default:
        return undefined;
    }
  }

  /**
   * Each funded deal's quarters that have ended, from its funding's (Indian time, as the periods
   * are): in the month after one (or what has passed of it), the admin values the deal as of the
   * quarter's last day, the proposer drafts and submits the quarter's distribution, the admin
   * confirms the money arrived and approves it, and its job pays it.
   */
  #income(dealIds: string[], proposers: Record<ProposerKey, string>): Event[] {
    // Its own generator: the income leaves the rest of the story as it was drawn.
    const random = randomFrom(20_261_128);
    const lastEnded = previousQuarter(quarterOf(new Date(this.#T)));
    return HISTORY_DEALS.flatMap((deal, index): Event[] => {
      const fundedAt = this.#fundedAt(deal);
      if (fundedAt === undefined) return [];
      const income = deal.income;
      if (!income) throw new Error(`The demo history's deal ${deal.propertyId} funds but has no income.`);
      const id = dealIds[index]!;
      let priceBps = 10_000;
      let reserve = 0;
      // The sponsors' reporting (after-funding.md §4): who files which quarter's report.
      const due = dueQuarters(new Date(fundedAt), new Date(this.#T), REPORT_GRACE_MS);
      const files = (period: string) => REPORTING[deal.proposer] === 'on_time' || (REPORTING[deal.proposer] === 'late' && period !== due.at(-1));
      return quartersBetween(quarterOf(new Date(fundedAt)), lastEnded).flatMap((period): Event[] => {
        const { start, end } = quarterRange(period);
        const from = Math.max(start.getTime(), fundedAt);
        const lastDay = indianDate(new Date(end.getTime() - 1));
        const month = Math.min(25 * DAY, 0.9 * (this.#T - end.getTime()));
        // Each step a little after its day in the month, at some hour of it.
        const at = (fraction: number) => new Date(end.getTime() + (fraction + random.next() / 25) * month);
        // A few per cent up or down each quarter.
        priceBps = Math.round(priceBps * (0.975 + 0.065 * random.next()));
        const held = (end.getTime() - from) / (end.getTime() - start.getTime());
        const ref = `${id}|${period}`;
        const approved = at(0.6);
        const input = { period, ...waterfall(random, deal, income, `${longDate(indianDate(new Date(from)))} to ${longDate(lastDay)}`, held) };
        const sum = (kind: string) => input.lines.filter((line) => line.kind === kind).reduce((total, line) => total + line.amount, 0);
        reserve = Math.max(0, reserve - sum('reserve'));
        const report: Event[] = files(period)
          ? [
              {
                at: at(0.7),
                kind: 'report',
                deal: id,
                proposer: proposers[deal.proposer],
                ref,
                input: {
                  quarter: period,
                  narrative: REPORT_NARRATIVE,
                  occupancy_bps: 9_000 + Math.round(random.next() * 10) * 100,
                  rent_collected: sum('gross_rent'),
                  expenses: -sum('expense'),
                  capex: 0,
                  reserve_balance: reserve,
                },
              },
              { at: at(0.85), kind: 'accept', ref },
            ]
          : [];
        return [
          { at: at(0.1), kind: 'valuation', deal: id, valuedOn: lastDay, priceBps },
          {
            at: at(0.25),
            kind: 'draft',
            deal: id,
            proposer: proposers[deal.proposer],
            ref,
            input,
          },
          { at: at(0.5), kind: 'funds', ref },
          { at: approved, kind: 'approve', ref },
          // The approval's job runs at once.
          { at: new Date(approved.getTime() + Math.min(MINUTE, 0.01 * month)), kind: 'pay', ref },
          ...report,
        ];
      });
    });
  }

  /**
   * The questions of history-questions.ts, each asked by a backer who committed to its deal before
   * (the demo backer's own page stays as the spec shows it), and answered by the deal's proposer
   * or the demo admin some hours later.
   */
  #questions(events: Event[], dealIds: string[], proposers: Record<ProposerKey, string>): Event[] {
    const byProperty = new Map(HISTORY_DEALS.map((deal, index) => [deal.propertyId, { deal, id: dealIds[index]! }]));
    return HISTORY_QUESTIONS.flatMap((question, index): Event[] => {
      const { deal, id } = byProperty.get(question.propertyId)!;
      const askedAt = this.#askedAt(deal, question.asked);
      const committers = events.flatMap((event) => (event.kind === 'commit' && event.deal === id && event.backer !== this.#demo.backer ? [event] : []));
      const before = committers.filter((event) => event.at.getTime() < askedAt);
      const among = before.length > 0 ? before : committers;
      const asker = among[index % Math.max(1, among.length)];
      if (!asker) throw new Error(`The demo history's question ${index} has nobody to ask it on ${question.propertyId}.`);
      const ref = `question-${index}`;
      const asked: Event = { at: new Date(askedAt), kind: 'ask', deal: id, backer: asker.backer, ref, body: question.body };
      if (!question.answer) return [asked];
      const actor =
        question.answer.by === 'sponsor' ? { sub: proposers[deal.proposer], role: 'proposer' as const } : { sub: this.#demo.admin, role: 'admin' as const };
      const answeredAt = Math.min(askedAt + question.answer.afterHours * HOUR, this.#T - MINUTE);
      return [asked, { at: new Date(answeredAt), kind: 'answer', actor, ref, body: question.answer.body }];
    });
  }

  #askedAt(deal: HistoryDeal, when: AskedWhen): number {
    if ('daysAfterFunding' in when) {
      const fundedAt = this.#fundedAt(deal);
      if (fundedAt === undefined) throw new Error(`The demo history's deal ${deal.propertyId} has questions after a funding it never has.`);
      return fundedAt + when.daysAfterFunding * DAY;
    }
    if ('daysAgo' in when) return this.#T - when.daysAgo * DAY;
    const published = this.#publishedAt(deal);
    return published + when.liveFraction * (this.#T - published);
  }

  async #fundedDealIds(): Promise<string[]> {
    return (await this.#db.select({ id: deals.id }).from(deals).where(eq(deals.lifecycle, 'funded'))).map((row) => row.id);
  }

  async #approvedDistributionIds(): Promise<string[]> {
    const rows = await this.#db
      .select({ id: distributions.id })
      .from(distributions)
      .where(eq(distributions.status, 'approved'))
      .orderBy(distributions.approvedAt);
    return rows.map((row) => row.id);
  }

  async #play(events: Event[]): Promise<void> {
    const deals = new DealsService({
      db: this.#db,
      clock: this.#clock,
      campaign: HISTORY_CAMPAIGN,
      schedule: UNSCHEDULED,
      latestPrices: valuationsRepository.latestPrices,
    });
    const investing = new InvestingService(this.#db, this.#clock, HISTORY_CAMPAIGN);
    const campaign = new CampaignService(this.#db, this.#clock, HISTORY_CAMPAIGN);
    const wallet = new WalletService(this.#db, this.#clock, HISTORY_ESCROW);
    const valuations = new ValuationsService(this.#db, this.#clock);
    const distributions = new DistributionsService(this.#db, this.#clock, NO_JOBS, HISTORY_ESCROW);
    // Each asker asks one question or two: the hourly allowance is never reached.
    const counters = new MemoryCounterStore();
    const questions = new QuestionsService(this.#db, this.#clock, counters, HISTORY_QUESTIONS.length);
    // No job runs in the history, and it uploads nothing: the requests' photos are the property's own pictures.
    const draws = new DrawsService(this.#db, this.#clock, HISTORY_DRAW_IDLE_MS, NO_JOBS);
    const health = new ReportingHealthService(this.#db, this.#clock, NO_JOBS, REPORT_GRACE_MS);
    const reports = new ReportsService(this.#db, this.#clock, REPORT_GRACE_MS, health);
    const windows = new ExitWindowsService(this.#db, this.#clock, HISTORY_EXITS, NO_JOBS);
    // The history attaches no offer: the store is never written.
    const sale = new SaleService(this.#db, this.#clock, NO_JOBS, new UploadStore('uploads'), HISTORY_EXITS.voteDurationMs);
    const windowOf = new Map<string, { id: string; reference: number }>();
    const orderOf = new Map<string, string>();
    const proposalOf = new Map<string, string>();
    const admin = { sub: this.#demo.admin, role: 'admin' as const };
    const commitmentOf = new Map<string, string>();
    const distributionOf = new Map<string, string>();
    const questionOf = new Map<string, string>();
    const reportOf = new Map<string, string>();
    for (const event of events) {
      this.#clock.set(event.at);
      switch (event.kind) {
        case 'deposit': {
          // The backer opens the deposit a day before the money arrives; the admin confirms it then.
          this.#clock.set(new Date(event.at.getTime() - DAY));
          const opened = await wallet.createDeposit(
            { sub: event.backer, role: 'backer' },
            { amount: amountToJson(event.amount), currency: event.currency },
            undefined,
          );
          this.#clock.set(event.at);
          await wallet.confirmDeposit({ sub: this.#demo.admin, role: 'admin' }, opened.id, undefined);
          break;
        }
        case 'publish':
          await deals.publish({ sub: event.proposer, role: 'proposer' }, event.deal);
          break;
        case 'commit': {
          const answer = await investing.commit({ sub: event.backer, role: 'backer' }, event.deal, event.amount, undefined);
          if (event.ref) commitmentOf.set(event.ref, answer.body.id);
          break;
        }
        case 'cancel':
          await investing.cancel({ sub: event.backer, role: 'backer' }, commitmentOf.get(event.ref)!);
          break;
        case 'close':
          if ((await campaign.close(event.deal)) !== 'failed')
            throw new Error(`The demo history expected deal ${event.deal} to fail at ${event.at.toISOString()}.`);
          break;
        case 'valuation':
          await valuations.record(admin, event.deal, { valued_on: event.valuedOn, price_bps: event.priceBps, note: VALUATION_NOTE });
          break;
        case 'draft': {
          const proposer = { sub: event.proposer, role: 'proposer' as const };
          const drafted = await distributions.create(proposer, event.deal, event.input, 'en');
          await distributions.submit(proposer, drafted.id, 'en');
          distributionOf.set(event.ref, drafted.id);
          break;
        }
        case 'funds':
          await distributions.confirmFunds(admin, distributionOf.get(event.ref)!, 'en');
          break;
        case 'approve':
          await distributions.approve(admin, distributionOf.get(event.ref)!, 'en');
          break;
        case 'pay':
          if ((await payDistribution(this.#db, this.#clock, distributionOf.get(event.ref)!)) !== 'paid')
            throw new Error(`The demo history could not pay distribution ${event.ref} at ${event.at.toISOString()}.`);
          break;
        case 'ask':
          questionOf.set(event.ref, (await questions.ask({ sub: event.backer, role: 'backer' }, event.deal, event.body)).id);
          break;
        case 'answer':
          await questions.answer(event.actor, questionOf.get(event.ref)!, event.body);
          break;
        case 'draw-request':
          for (const url of event.photos) await drawsRepository.addPhoto(this.#db, event.deal, event.n, url, MAX_DRAW_PHOTOS, event.at);
          await draws.request({ sub: event.proposer, role: 'proposer' }, event.deal, String(event.n), event.note);
          break;
        case 'draw-release':
          await draws.release(admin, event.deal, String(event.n));
          break;
        case 'report': {
          const proposer = { sub: event.proposer, role: 'proposer' as const };
          const filed = await reports.create(proposer, event.deal, event.input);
          await reports.submit(proposer, filed.id);
          reportOf.set(event.ref, filed.id);
          break;
        }
        case 'accept':
          await reports.accept(admin, reportOf.get(event.ref)!);
          break;
        case 'window-open': {
          const window = await windows.open(admin, event.deal);
          windowOf.set(event.ref, { id: window.id, reference: window.reference_price_bps });
          break;
        }
        case 'order': {
          const window = windowOf.get(event.ref)!;
          const placed = await windows.placeOrder({ sub: event.backer, role: 'backer' }, window.id, {
            side: event.side,
            face_value: Number(event.faceValue),
            limit_price_bps: Math.round((window.reference * (10_000 + event.offsetBps)) / 10_000),
          });
          if (event.orderRef) orderOf.set(event.orderRef, placed.id);
          break;
        }
        case 'order-cancel':
          await windows.cancelOrder({ sub: event.backer, role: 'backer' }, orderOf.get(event.orderRef)!);
          break;
        case 'window-close':
          await windows.close(windowOf.get(event.ref)!.id);
          break;
        case 'propose':
          proposalOf.set(event.ref, (await sale.propose({ sub: event.proposer, role: 'proposer' }, event.deal, event.input)).id);
          break;
        case 'vote':
          await sale.vote({ sub: event.backer, role: 'backer' }, proposalOf.get(event.ref)!, { vote: event.vote });
          break;
        case 'complete': {
          const completed = await sale.complete(admin, proposalOf.get(event.ref)!, { proceeds: Number(event.proceeds) });
          // The final distribution is approved: its job pays it at once, as the history pays the others.
          if ((await payDistribution(this.#db, this.#clock, completed.distribution_id)) !== 'paid')
            throw new Error(`The demo history could not pay the final distribution of ${event.ref} at ${event.at.toISOString()}.`);
          break;
        }
      }
    }
    // Every funded deal's reporting health as of now; a non-reporting one's held fees are paid to its
    // holders by distributions approved here, which the history pays as their job would.
    this.#clock.set(new Date(this.#T - MINUTE));
    for (const id of await this.#fundedDealIds()) await health.recompute(id);
    for (const id of await this.#approvedDistributionIds()) {
      if ((await payDistribution(this.#db, this.#clock, id)) !== 'paid') throw new Error(`The demo history could not pay compensation ${id}.`);
    }
    // The exit windows due by now open here, as the sweep would at start-up: the story's notices, not new ones on first start.
    await windows.openDue();
    counters.close();
  }
}

const REPORT_NARRATIVE =
  'The property was let all quarter and the rent came in as invoiced. Routine maintenance only; no capital works. The reserve stands as shown.';

/** How each sponsor reports: every quarter, all but its latest due one (late), or none (non-reporting once four fall due). */
const REPORTING: Record<ProposerKey, 'on_time' | 'late' | 'silent'> = {
  demo: 'on_time',
  ananya: 'on_time',
  marcus: 'on_time',
  vikram: 'late',
  hannah: 'silent',
};
/** REPORT_GRACE's default: the history's deadlines are the defaults'. */
const REPORT_GRACE_MS = 45 * DAY;

const VALUATION_NOTE = "The independent valuer's quarterly desktop valuation: rent roll, comparable sales and the market's yields.";

/** The income types each structure pays (the TDS rules of migration 0014), and about what share of the distributable each takes. */
const SPLITS: Record<DealStructure, readonly (readonly ['interest' | 'dividend' | 'rent', number])[]> = {
  private_spv: [
    ['interest', 0.6],
    ['dividend', 0.4],
  ],
  sm_reit: [
    ['interest', 0.3],
    ['dividend', 0.2],
    ['rent', 0.5],
  ],
  llp: [['interest', 1]],
  aif: [
    ['interest', 0.35],
    ['dividend', 0.15],
    ['rent', 0.5],
  ],
};

/**
 * A quarter's waterfall and split, in whole units of the deal's currency: the rent (its yield,
 * give or take 8 %, for the share of the quarter the deal was funded), the tenant's TDS where it
 * withholds, an expense or two, the management fee (1 % a year of the raise) and sometimes a
 * reserve top-up; what is left split as the structure pays it.
 */
function waterfall(random: Random, deal: HistoryDeal, income: DealIncome, span: string, held: number): Omit<DistributionInput, 'period'> {
  const rent = Math.max(1, Math.round(((deal.raised * income.rentYieldBps) / 40_000) * held * (0.92 + 0.16 * random.next())));
  const ofRent = (low: number, high: number) => -Math.round(rent * (low + (high - low) * random.next()));
  const lines: DistributionInput['lines'] = [{ kind: 'gross_rent', label: `Rent, ${span}`, amount: rent }];
  if (income.tenantTds) lines.push({ kind: 'tenant_tds', label: "Tenant's TDS on the rent (194-I)", amount: -Math.round(rent / 10) });
  const [first, ...others] = income.expenses;
  lines.push({ kind: 'expense', label: first, amount: ofRent(0.03, 0.07) });
  if (others.length > 0 && random.next() < 0.5) lines.push({ kind: 'expense', label: others[random.int(others.length)]!, amount: ofRent(0.01, 0.04) });
  lines.push({ kind: 'management_fee', label: 'Management fee', amount: -Math.round((deal.raised / 400) * held) });
  if (random.next() < 0.3) lines.push({ kind: 'reserve', label: 'Repairs reserve top-up', amount: ofRent(0.02, 0.05) });
  // A stub quarter's small figures round some lines to nothing: those are left out.
  const kept = lines.filter((line, index) => index === 0 || line.amount !== 0);
  const distributable = kept.reduce((sum, line) => sum + line.amount, 0);
  const split = { interest: 0, dividend: 0, rent: 0, return_of_capital: 0 };
  const parts = SPLITS[deal.structure];
  let left = distributable;
  parts.forEach(([type, share], index) => {
    const part = index === parts.length - 1 ? left : Math.round(distributable * (share + (random.next() - 0.5) / 10));
    split[type] = part * 100;
    left -= part;
  });
  return { lines: kept.map((line) => ({ ...line, amount: line.amount * 100 })), split };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2026-07-01` → `1 July 2026`. */
function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** The exchange rates the Overview converts with, on every start where none is kept yet (production too). */
export async function seedExchangeRates(db: Db): Promise<void> {
  await db
    .insert(exchangeRates)
    .values([...DEFAULT_EXCHANGE_RATES])
    .onConflictDoNothing({ target: exchangeRates.currency });
}
