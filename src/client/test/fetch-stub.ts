import { vi } from 'vitest';

/** A JSON answer as the API sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The API's error body: one sentence in message and detail, a code, and the field problems of a 422. */
export function errorResponse(status: number, message: string, code: string, errors?: { field: string; message: string }[]): Response {
  return jsonResponse(status, { message, detail: message, code, ...(errors ? { errors } : {}) });
}

/**
 * Replaces fetch for one test: each call gets the next answer (a Response, an Error to throw, or a
 * promise the test settles), and the calls are recorded as method, URL and parsed JSON body.
 */
export function stubFetch(...answers: (Response | Error | Promise<Response>)[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchStub = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = answers.shift();
    if (!answer) throw new Error(`No answer was prepared for ${init.method ?? 'GET'} ${url}.`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/** A promise the test resolves when it chooses, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
