import { test } from './fixtures.ts';
import { startServer, type StartedServer } from './server.ts';

/**
 * `test` on a server of the test's own (a fresh database, started for each test and stopped after
 * it), for a spec whose work would disturb the run's shared server: sign-ins that count against the
 * login limits, or a published deal that joins the public listing whose counts other specs read.
 */
export const ownServerTest = ownServerTestWith({});

/** `ownServerTest` whose server runs with these settings (short exit windows, say). */
export function ownServerTestWith(env: Record<string, string>) {
  return test.extend<{ own: StartedServer }>({
    own: [
      async ({}, use) => {
        const server = await startServer(env);
        await use(server);
        await server.stop();
      },
      { timeout: 90_000 },
    ],
    baseURL: async ({ own }, use) => {
      await use(own.baseURL);
    },
  });
}
