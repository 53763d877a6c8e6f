import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../test/test-app.ts';
import { pgArray } from './arrays.ts';
import type { Database } from './client.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openFreshDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

describe('pgArray', () => {
  it('sends any texts and nulls, in order, as the database reads them back', async () => {
    // Quotes, backslashes, commas, braces, spaces, NULL spelled out, emptiness and letters beyond ASCII: what a literal must escape.
    // (PostgreSQL's text holds no NUL character.)
    const text = fc.oneof(
      fc.string({ unit: 'grapheme' }).filter((value) => !value.includes('\u0000')),
      fc.constantFrom('"', '\\', ',', '{}', ' a ', 'NULL', '', '₹ 1,00,000'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.option(text, { nil: null }), { maxLength: 20 }), async (values) => {
        const rows = rowsOf<{ value: string | null }>(await database.db.execute(sql`select unnest(${pgArray(values)}::text[]) as value`));
        expect(rows.map((row) => row.value)).toEqual(values);
      }),
      { numRuns: 100 },
    );
  });

  it('sends numbers, bigints past 2^53, booleans and instants as their columns read them', async () => {
    const big = 2n ** 63n - 1n;
    const at = new Date('2026-11-28T10:15:30.123Z');
    const [row] = rowsOf<{ numbers: string; flags: boolean[]; instants: string }>(
      await database.db.execute(sql`
        select (${pgArray([1, -2, big, null])}::numeric[])::text as numbers, ${pgArray([true, false])}::boolean[] as flags,
          (${pgArray([at])}::timestamptz[])[1] = ${at.toISOString()}::timestamptz as instants`),
    );
    expect(row).toEqual({ numbers: `{1,-2,${big},NULL}`, flags: [true, false], instants: true });
  });
});
