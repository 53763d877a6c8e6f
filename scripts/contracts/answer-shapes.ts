import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import type { Shape } from '../../src/shared/contracts/answer-shape.ts';
import { distributionListSchema } from '../../src/shared/contracts/distributions.ts';
import { drawListSchema } from '../../src/shared/contracts/draws.ts';
import { errorBodySchema } from '../../src/shared/contracts/errors.ts';
import { exitProposalListSchema, exitWindowDetailSchema, exitWindowListSchema } from '../../src/shared/contracts/exits.ts';
import { valuationListSchema } from '../../src/shared/contracts/holdings.ts';
import { featuredPropertiesResponseSchema, propertyListResponseSchema, propertyResponseSchema } from '../../src/shared/contracts/properties.ts';
import { questionListSchema } from '../../src/shared/contracts/questions.ts';
import { dealPerformanceSchema, trackRecordSchema } from '../../src/shared/contracts/track-record.ts';
import { reportListSchema } from '../../src/shared/contracts/reports.ts';

/*
 * Writes src/shared/contracts/answer-shapes.generated.ts: the answers public pages read on their
 * first load, as Shapes made from their zod schemas (answer-shape.ts says why); and
 * later-answer-shapes.generated.ts: those only code loaded later reads (a page of its own, a
 * section loaded after the page), kept apart so their Shapes do not join the first load's shared chunk.
 *   npx tsx scripts/contracts/answer-shapes.ts
 * answer-shapes.test.ts fails when a file is not what this would write.
 */

interface Generated {
  /** The export's name in the generated file. */
  name: string;
  schema: z.ZodMiniType;
  /** The TypeScript type of the answer, and the contract module it comes from. */
  type: string;
  from: string;
  /** Read only by code loaded later: written to the later file. */
  later?: true;
}

export const GENERATED: readonly Generated[] = [
  { name: 'errorBodyAnswer', schema: z.partial(errorBodySchema), type: 'Partial<ErrorBody>', from: './errors.ts' },
  { name: 'propertyResponseAnswer', schema: propertyResponseSchema, type: 'PropertyResponse', from: './properties.ts' },
  { name: 'propertyListResponseAnswer', schema: propertyListResponseSchema, type: 'PropertyListResponse', from: './properties.ts' },
  { name: 'featuredPropertiesResponseAnswer', schema: featuredPropertiesResponseSchema, type: 'FeaturedPropertiesResponse', from: './properties.ts' },
  // A funded deal's property page (after-funding.md §1 and §2).
  { name: 'valuationListAnswer', schema: valuationListSchema, type: 'ValuationList', from: './holdings.ts' },
  { name: 'distributionListAnswer', schema: distributionListSchema, type: 'DistributionList', from: './distributions.ts' },
  // A live or funded deal's questions and answers (after-funding.md §4), read by visitors too.
  { name: 'questionListAnswer', schema: questionListSchema, type: 'QuestionList', from: './questions.ts' },
  // Promised vs actual on a funded deal's page, and the public track record.
  { name: 'dealPerformanceAnswer', schema: dealPerformanceSchema, type: 'DealPerformance', from: './track-record.ts', later: true },
  { name: 'trackRecordAnswer', schema: trackRecordSchema, type: 'TrackRecord', from: './track-record.ts', later: true },
  // A funded Fix 'N' Flip deal's draws (after-funding.md §4), read by visitors too.
  { name: 'drawListAnswer', schema: drawListSchema, type: 'DrawList', from: './draws.ts', later: true },
  // A funded deal's accepted quarterly reports (after-funding.md §4), read by visitors too.
  { name: 'reportListAnswer', schema: reportListSchema, type: 'ReportList', from: './reports.ts', later: true },
  // A funded deal's exit windows, a window's book and the sale votes (after-funding.md §5), read by visitors too.
  { name: 'exitWindowListAnswer', schema: exitWindowListSchema, type: 'ExitWindowList', from: './exits.ts', later: true },
  { name: 'exitWindowDetailAnswer', schema: exitWindowDetailSchema, type: 'ExitWindowDetail', from: './exits.ts', later: true },
  { name: 'exitProposalListAnswer', schema: exitProposalListSchema, type: 'ExitProposalList', from: './exits.ts', later: true },
];

interface ZodDef {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  shape?: Record<string, { _zod: { def: ZodDef } }>;
  element?: { _zod: { def: ZodDef } };
  innerType?: { _zod: { def: ZodDef } };
  entries?: Record<string, string | number>;
  values?: unknown[];
  catchall?: unknown;
}

/** The Shape of a zod schema; throws on what Shapes do not express (a refinement, a transform, a string check…). */
export function shapeOf(schema: { _zod: { def: ZodDef } }, where = 'answer'): Shape {
  const def = schema._zod.def;
  const checks = def.checks ?? [];
  const unsupported = () => new Error(`${where}: a ${def.type} ${checks.length ? 'with checks ' : ''}cannot be a Shape.`);
  switch (def.type) {
    case 'string':
    case 'boolean':
      if (checks.length > 0) throw unsupported();
      return def.type;
    case 'number': {
      if (checks.length === 0) return 'number';
      if (checks.length === 1 && checks[0]!._zod.def.check === 'number_format' && checks[0]!._zod.def.format === 'safeint') return 'int';
      throw unsupported();
    }
    case 'enum':
      return { enum: Object.values(def.entries!) };
    case 'literal':
      return { enum: def.values as (string | number | boolean | null)[] };
    case 'nullable':
      return { nullable: shapeOf(def.innerType!, where) };
    case 'optional':
      return { optional: shapeOf(def.innerType!, where) };
    case 'array':
      if (checks.length > 0) throw unsupported();
      return { array: shapeOf(def.element!, `${where}[]`) };
    case 'object':
      if (checks.length > 0 || def.catchall !== undefined) throw unsupported();
      return { object: Object.fromEntries(Object.entries(def.shape!).map(([key, inner]) => [key, shapeOf(inner, `${where}.${key}`)])) };
    default:
      throw unsupported();
  }
}

/** The text of the generated file of the first load's answers, or with `later` of the later file's. */
export function generatedSource(later = false): string {
  const entries = GENERATED.filter((entry) => Boolean(entry.later) === later);
  const types = new Map<string, Set<string>>();
  for (const { type, from } of entries) {
    const name = /\w+(?=>?$)/.exec(type)![0];
    types.set(from, (types.get(from) ?? new Set()).add(name));
  }
  const lines = [
    '// Generated by scripts/contracts/answer-shapes.ts from the zod contracts: do not edit.',
    "import { answerContract } from './answer-shape.ts';",
    ...[...types].map(([from, names]) => `import type { ${[...names].sort().join(', ')} } from '${from}';`),
    '',
    ...entries.map(
      ({ name, schema, type }) => `export const ${name} = /* @__PURE__ */ answerContract<${type}>(${JSON.stringify(shapeOf(schema as never, name))});`,
    ),
    '',
  ];
  return lines.join('\n');
}

export const GENERATED_FILE = path.resolve(import.meta.dirname, '../../src/shared/contracts/answer-shapes.generated.ts');
export const LATER_GENERATED_FILE = path.resolve(import.meta.dirname, '../../src/shared/contracts/later-answer-shapes.generated.ts');

if (process.argv[1] === import.meta.filename) {
  writeFileSync(GENERATED_FILE, generatedSource());
  writeFileSync(LATER_GENERATED_FILE, generatedSource(true));
}
