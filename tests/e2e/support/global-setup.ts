import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';
import { prepareTemplate, startServer } from './server.ts';

/**
 * Seeds the data folder every server of the run copies, then starts the run's shared server (the
 * built production server on a free port) on a copy of it.
 */
export default async function globalSetup() {
  const chromium = chromiumPath();
  if (!chromium || !existsSync(chromium)) {
    throw new Error('No Chromium found for the end-to-end tests. Install it (Debian: `apt-get install -y chromium`) or set CHROME_PATH.');
  }
  const removeTemplate = await prepareTemplate();
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseURL;
  return async () => {
    await server.stop();
    await removeTemplate();
  };
}
