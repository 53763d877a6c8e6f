import type { FastifyInstance } from 'fastify';

export type TestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON request to the app as the holder of `token`, or as nobody. */
export function callAs(app: FastifyInstance, method: TestMethod, url: string, token: string | undefined, body?: object) {
  return app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(body ? { payload: body } : {}) });
}

/** A request a test's setup needs to succeed: its JSON answer, or an error naming the status and body. */
export async function succeedAs(app: FastifyInstance, method: TestMethod, url: string, token: string, body?: object): Promise<Record<string, unknown>> {
  const response = await callAs(app, method, url, token, body);
  if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}
