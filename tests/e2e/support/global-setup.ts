import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';
import { startServer } from './server.ts';

/** Starts the built production server on a free port with a fresh embedded database. */
export default async function globalSetup() {
  const chromium = chromiumPath();
  if (!chromium || !existsSync(chromium)) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install it (Debian: `apt-get install -y chromium`) or set CHROME_PATH.',
    );
  }
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseURL;
  return server.stop;
}
