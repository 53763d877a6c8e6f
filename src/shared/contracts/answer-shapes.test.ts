import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { GENERATED, GENERATED_FILE, generatedSource, LATER_GENERATED_FILE, shapeOf } from '../../../scripts/contracts/answer-shapes.ts';
import { answerContract, AnswerShapeError, type Shape } from './answer-shape.ts';

/**
 * Values a Shape accepts, and (`mutate`) some it may not: at any node, now and then, any JSON value
 * instead, a missing or an extra key. Both kinds go to zod and to the Shape, which must agree.
 */
function valuesOf(shape: Shape, mutate: boolean): fc.Arbitrary<unknown> {
  const exact = ((): fc.Arbitrary<unknown> => {
    if (shape === 'string') return fc.string({ maxLength: 8 });
    if (shape === 'number') return fc.double({ noNaN: true, noDefaultInfinity: true });
    if (shape === 'int') return fc.oneof(fc.integer(), fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 53, 1.5, -0));
    if (shape === 'boolean') return fc.boolean();
    if ('enum' in shape) return fc.constantFrom(...shape.enum);
    if ('nullable' in shape) return fc.oneof(fc.constant(null), valuesOf(shape.nullable, mutate));
    if ('optional' in shape) return fc.oneof(fc.constant(undefined), valuesOf(shape.optional, mutate));
    if ('array' in shape) return fc.array(valuesOf(shape.array, mutate), { maxLength: 3 });
    const entries = Object.entries(shape.object).map(([key, inner]) => [key, valuesOf(inner, mutate)] as const);
    const record = fc.record(Object.fromEntries(entries), mutate ? { requiredKeys: [] } : {});
    return mutate
      ? fc
          .tuple(record, fc.dictionary(fc.constantFrom('extra', 'id', '__proto__'), fc.jsonValue({ maxDepth: 1 })))
          .map(([known, extra]) => ({ ...extra, ...known }))
      : record;
  })();
  return mutate ? fc.oneof({ arbitrary: exact, weight: 6 }, { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 }) : exact;
}

function zodVerdict(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false };
}

function shapeVerdict(shape: Shape, value: unknown) {
  try {
    return { ok: true, value: answerContract(shape).parse(value) };
  } catch (error) {
    expect(error).toBeInstanceOf(AnswerShapeError);
    return { ok: false };
  }
}

describe('answer shapes generated from the zod contracts', () => {
  it('are what the generator writes now (npx tsx scripts/contracts/answer-shapes.ts)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(generatedSource());
    expect(readFileSync(LATER_GENERATED_FILE, 'utf8')).toBe(generatedSource(true));
  });

  for (const { name, schema } of GENERATED) {
    const shape = shapeOf(schema as never, name);
    it(`${name}: accepts what zod accepts and returns what zod returns`, () => {
      for (const mutate of [false, true]) {
        fc.assert(
          fc.property(valuesOf(shape, mutate), (value) => {
            expect(shapeVerdict(shape, value)).toStrictEqual(zodVerdict(schema, value));
          }),
          { numRuns: 300 },
        );
      }
    });
  }

  it('refuses to make a Shape of what it cannot check the same way', () => {
    for (const schema of [
      z.string().check(z.minLength(1)),
      z.number().check(z.gte(1)),
      z.pipe(z.string(), z.transform(Number)),
      z.union([z.string(), z.number()]),
    ]) {
      expect(() => shapeOf(schema as never)).toThrow(/cannot be a Shape/);
    }
  });

  it('names where an answer went wrong', () => {
    const contract = answerContract({ object: { items: { array: { object: { price: 'int' } } } } });
    expect(() => contract.parse({ items: [{ price: 1 }, { price: '2' }] })).toThrow('at .items[1].price');
  });
});
