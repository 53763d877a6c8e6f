import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { serializeError } from './error-serializer.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
});

/*
 * A failed query's error carries the query's text and its bound parameters (drizzle puts both
 * in its message and in `query`/`params`; PostgreSQL may quote a value in its own message).
 * For a registration those are the email, the password hash and the phone number.
 */
describe('logged errors', () => {
  it('hold no query text or parameter, and keep the SQLSTATE and the database sentence', async () => {
    const lines: string[] = [];
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
    // Make the registration's insert fail in the database, quoting a parameter in its own message.
    await t.database.db.execute(
      sql.raw(`
      create function refuse_registration() returns trigger language plpgsql as $$
      begin
        raise exception 'registration refused for %', new.email using errcode = 'P0001';
      end $$`),
    );
    await t.database.db.execute(sql.raw('create trigger refuse_registration before insert on users for each row execute function refuse_registration()'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        user_type: 'backer',
        first_name: 'Leak',
        last_name: 'Check',
        email: 'leak.check@example.com',
        password: 'terracotta-balcony-42',
        phone_number: '+91 98765 43210',
        address: '12 Residency Road, Bengaluru',
      },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    const failure = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.err);
    expect(failure, log).toBeDefined();
    // What is left says what went wrong, without whose data it was.
    expect(failure!.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query (its text and parameters are left out of the log)',
      cause: { code: 'P0001', message: 'registration refused for [redacted]' },
    });
    for (const secret of ['leak.check@example.com', '$argon2id', '98765 43210', 'Residency Road', 'insert into', 'params']) {
      expect(log, secret).not.toContain(secret);
    }
  });
});

describe('serializeError', () => {
  it("keeps a database error's code, constraint and table, and drops its detail and any other field", () => {
    // As node-postgres reports a duplicate: the value is in `detail`.
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint "users_email_lower_unique"'), {
      code: '23505',
      constraint: 'users_email_lower_unique',
      table: 'users',
      detail: 'Key (lower(email))=(someone@example.com) already exists.',
      where: 'someone@example.com',
    });
    const wrapped = Object.assign(new Error('Failed query: insert into "users" …\nparams: someone@example.com,$argon2id$…'), {
      query: 'insert into "users" …',
      params: ['someone@example.com', '$argon2id$…', null, 42, new Date(0)],
      cause: duplicate,
    });
    const serialized = serializeError(wrapped);
    expect(serialized).toMatchObject({
      type: 'Error',
      message: 'Failed query (its text and parameters are left out of the log)',
      cause: {
        code: '23505',
        constraint: 'users_email_lower_unique',
        table: 'users',
        message: 'duplicate key value violates unique constraint "users_email_lower_unique"',
      },
    });
    expect(JSON.stringify(serialized)).not.toMatch(/someone@example\.com|argon2|insert into/);
    expect(serialized.stack).toMatch(/^Error: Failed query \(its text and parameters are left out of the log\)\n\s+at /);
  });

  it('describes a thrown value that is not an Error without its content', () => {
    const message = 'A value that is not an Error was thrown.';
    expect(serializeError('someone@example.com')).toEqual({ type: 'string', message, stack: message });
  });
});
