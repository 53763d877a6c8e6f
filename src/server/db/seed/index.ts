import type { Db } from '../client.ts';
import { seedAccountSamples, seedBackerKyc } from './account-samples.ts';
import { seedDemoAccounts, seedInitialAdmin } from './accounts.ts';
import { seedDemoHistory, seedExchangeRates } from './history.ts';
import { seedSampleProperties } from './properties.ts';

export interface SeedOptions {
  /** The demo accounts and sample data (interfaces.md): the embedded default database only. */
  demo: boolean;
  initialAdmin: { email: string; password: string } | undefined;
  /** The moment the demo history is told against (tests fix it); now by default. */
  now?: Date;
}

/**
 * Brings a database to what a start needs: the first admin in production; outside it, the demo
 * accounts and the sample data that tell the spec's story. Each step skips what already exists,
 * so it runs on every start.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  if (options.initialAdmin) await seedInitialAdmin(db, options.initialAdmin);
  await seedExchangeRates(db);
  if (!options.demo) return;
  await seedDemoAccounts(db);
  await seedSampleProperties(db);
  // The demo backer's own KYC first: the history invests through the services, which ask for it.
  await seedBackerKyc(db, options.now);
  // Before the account samples: the history's own notifications to the demo accounts give way to the spec's three.
  await seedDemoHistory(db, options.now);
  await seedAccountSamples(db);
}
