import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { resolveSecret } from './config/server-secrets.ts';
import { openDatabase } from './db/client.ts';
import { resealSecrets } from './db/reseal.ts';
import { refuseDemoAccounts } from './db/seed/accounts.ts';
import { seedDatabase } from './db/seed/index.ts';

/** Starts one Sharestead process: database, migrations, seed, then pages and API on one port. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const encryptionKey = await resolveSecret('ENCRYPTION_KEY', config.encryptionKey, config.dataDir);
  let resealed;
  try {
    await refuseDemoAccounts(database.db, config);
    await seedDatabase(database.db, { demo: config.seedDemoAccounts, initialAdmin: config.initialAdmin });
    resealed = await resealSecrets(database.db, { encryptionKey, previous: config.previousEncryptionKeys });
  } catch (error) {
    await database.close();
    throw error;
  }
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp({
    config,
    database,
    redis,
    jwtSecret: await resolveSecret('JWT_SECRET', config.jwtSecret, config.dataDir),
    encryptionKey,
    serveWeb: true,
    // Every instance polls for due jobs; pg-boss hands each job to one of them.
    runJobs: true,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  if (resealed.kycRecords + resealed.twoFactorKeys + resealed.unreadableTwoFactorKeys > 0) {
    app.log.info(resealed, 'sealed stored secrets under the current ENCRYPTION_KEY');
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Sharestead is serving on ${config.host} port ${config.port} (${database.kind} database)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
