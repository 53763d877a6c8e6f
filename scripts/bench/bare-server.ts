import Fastify from 'fastify';

/** The ceiling: a bare Fastify app with one JSON route, no plugins, no logging. */
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
