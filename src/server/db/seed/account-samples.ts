import { eq, sql } from 'drizzle-orm';
import type { ProfileUpdateByRole } from '../../../shared/contracts/profile.ts';
import { meRepository } from '../../modules/me/me.repository.ts';
import { profileColumns } from '../../modules/me/me.service.ts';
import { notificationsRepository } from '../../modules/notifications/notifications.repository.ts';
import { usersRepository } from '../../modules/users/users.repository.ts';
import type { Db } from '../client.ts';
import { kycRecords, notifications, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

/*
 * What each demo account shows on its own pages (platform.md §1: "the settings defaults, the
 * profile samples, 3 notifications with at least one read"): the spec's sample profile of its
 * role, written through the same contract and columns as PUT /api/me/profile, and the spec's
 * three notifications, dated back from the moment of seeding. Settings stay `{}`: the role's
 * defaults are the spec's sample settings.
 */

/** The spec's sample profiles (the profile screens' samples); phone numbers in the 555-01xx range kept for fiction. */
export const SAMPLE_PROFILES: ProfileUpdateByRole = {
  admin: {
    name: 'Sarah Mitchell',
    phone: '+1 (415) 555-0142',
    location: 'San Francisco, CA',
    bio: 'Platform operations lead. Oversees deal onboarding, compliance reviews and investor support.',
  },
  backer: {
    name: 'Daniel Reyes',
    phone: '+1 (512) 555-0178',
    location: 'Austin, TX',
    bio: 'Software engineer building a long-term rental income portfolio alongside index funds.',
    investment_preferences: {
      property_types: ['Residential', 'Commercial', 'Industrial'],
      // Matches the backer's default minimum and maximum investment settings.
      investment_range: '$5,000 - $50,000',
      risk_tolerance: 'Moderate',
    },
  },
  proposer: {
    name: 'Rachel Nguyen',
    phone: '+1 (206) 555-0163',
    location: 'Seattle, WA',
    bio: 'Founder of Summit Ridge Developments, repositioning mid-size residential and mixed-use assets in growing West Coast and Midwest cities.',
    company: 'Summit Ridge Developments',
    license_number: 'WA-RE-2013-048213',
    experience: 12,
    specialties: ['Multifamily residential', 'Mixed-use redevelopment', 'Light industrial'],
  },
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The demo backer's KYC, verified (platform.md §3: only a verified backer adds funds or invests),
 * so the demo account can try the whole investing story. Plausible Indian details of a fictional
 * person: the PAN's fourth letter P marks an individual and its fifth is the surname's initial.
 */
export const SAMPLE_BACKER_KYC = {
  legalName: 'Daniel Reyes',
  dateOfBirth: '1988-07-14',
  pan: 'AKRPR4821D',
  address: 'Flat 4B, Palm Grove Apartments, 12th Main Road, Indiranagar, Bengaluru, Karnataka 560038',
  bankAccountNumber: '50100234567891',
  bankIfsc: 'HDFC0001234',
} as const;

/** The spec's three notifications (the top bar's samples), how long before seeding each came, and which is read. */
export const SAMPLE_NOTIFICATIONS: readonly { title: string; message: string; ago: number; read: boolean }[] = [
  { title: 'New investment received', message: 'Emma Thompson invested $25,000 in Harborview Residences.', ago: 5 * MINUTE, read: false },
  { title: 'Deal nearing its target', message: 'Lakeside Mixed-Use Plaza has raised 90% of its $800K target.', ago: 2 * HOUR, read: false },
  { title: 'Monthly report ready', message: 'The October performance report is ready to download.', ago: 24 * HOUR, read: true },
];

/**
 * Gives each demo account its sample profile (while its profile was never saved) and its three
 * notifications (while it has none), each account in one transaction; runs on every start.
 */
export async function seedAccountSamples(db: Db, now: Date = new Date()): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const row = await usersRepository.findByEmail(db, account.email);
    if (!row || row.role !== account.role) continue;
    await db.transaction(async (tx) => {
      if (Object.keys(row.profile).length === 0) {
        await meRepository.updateProfile(tx, row.id, profileColumns(row.role, SAMPLE_PROFILES[row.role]));
      }
      await verifyDemoContacts(tx, row.id, SAMPLE_PROFILES[row.role].phone ?? null, now);
      const [existing] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(eq(notifications.userId, row.id));
      if ((existing?.n ?? 0) > 0) return;
      // Oldest first, so ids and times agree.
      for (const sample of [...SAMPLE_NOTIFICATIONS].reverse()) {
        const createdAt = new Date(now.getTime() - sample.ago);
        await notificationsRepository.insert(tx, {
          userId: row.id,
          title: sample.title,
          message: sample.message,
          createdAt,
          readAt: sample.read ? new Date(createdAt.getTime() + HOUR) : null,
        });
      }
    });
  }
}

/**
 * The demo accounts start with their e-mail address verified, and their phone while it is the
 * sample's (a number the person typed since waits for its code like anyone's). The addresses are
 * published and the numbers fictional: nothing real receives what is sent there.
 */
async function verifyDemoContacts(db: Db, userId: string, samplePhone: string | null, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      phoneVerifiedAt: sql`case when ${users.phoneNumber} = ${samplePhone} then coalesce(${users.phoneVerifiedAt}, ${now.toISOString()}::timestamptz) else ${users.phoneVerifiedAt} end`,
    })
    .where(eq(users.id, userId));
}

/**
 * The demo backer's verified KYC, while the backer has no KYC record at all (one the person has
 * sent since, or a decision on it, is kept). Decided by nobody: the demo admin must stay
 * deletable (production refuses to start while a demo account exists, see refuseDemoAccounts).
 */
export async function seedBackerKyc(db: Db, now: Date = new Date()): Promise<void> {
  const backer = DEMO_ACCOUNTS.find((account) => account.role === 'backer')!;
  const row = await usersRepository.findByEmail(db, backer.email);
  if (!row || row.role !== 'backer') return;
  await db
    .insert(kycRecords)
    .values({
      userId: row.id,
      ...SAMPLE_BACKER_KYC,
      status: 'verified',
      submittedAt: new Date(now.getTime() - 30 * DAY),
      decidedAt: new Date(now.getTime() - 29 * DAY),
      decidedBy: null,
    })
    .onConflictDoNothing({ target: kycRecords.userId });
}
