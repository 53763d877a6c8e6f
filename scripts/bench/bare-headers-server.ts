import Fastify from 'fastify';
import { registerSecurityHeaders } from '../../src/server/plugins/security-headers.ts';

/**
 * Not a ceiling, a reference: the bare one-route app plus the product's security headers, set the
 * way the product sets them. Its ratio to the ceiling is what those ~650 bytes of mandatory headers
 * cost by themselves (server and client each parse and write them); no product route can beat it.
 */
const app = Fastify({ logger: false });
registerSecurityHeaders(app);
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
