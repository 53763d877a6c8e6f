import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { DEAL_STRUCTURES } from '../../../shared/contracts/deals.ts';
import { INCOME_TYPES, type TaxedIncomeType } from '../../../shared/contracts/income.ts';
import { users } from './users.ts';

export const dealStructure = pgEnum('deal_structure', DEAL_STRUCTURES);
export const incomeType = pgEnum('income_type', INCOME_TYPES);

/**
 * Tax withheld at source, as data (after-funding.md §2; ADR 011): the rule for (structure, income
 * type) in force on a payment's date is the one with the latest `effective_from` on or before it.
 * Append-only: a change of law is a new row from its date, so every past payout keeps its rule.
 */
export const tdsRules = pgTable(
  'tds_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structure: dealStructure('structure').notNull(),
    incomeType: incomeType('income_type').$type<TaxedIncomeType>().notNull(),
    /** In Indian time (YYYY-MM-DD). */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** The section of the Income-tax Act 1961 (194A); null where nothing is withheld. */
    section: text('section'),
    /** The same provision in the Income-tax Act 2025, in force from 2026-04-01. */
    section2025: text('section_2025'),
    /** 1000 = 10%. */
    rateBps: integer('rate_bps').notNull(),
    /** A financial year's gross per deal and backer under which nothing is withheld; null for none. */
    threshold: bigint('threshold', { mode: 'bigint' }),
    /** For a backer without a PAN on file (section 206AA). */
    noPanRateBps: integer('no_pan_rate_bps').notNull(),
    /** Null for the rules the platform was seeded with. */
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('tds_rules_key_date').on(table.structure, table.incomeType, table.effectiveFrom),
    check('tds_rules_rates', sql`${table.rateBps} between 0 and 10000 and ${table.noPanRateBps} between 0 and 10000`),
    check('tds_rules_threshold', sql`${table.threshold} is null or ${table.threshold} >= 0`),
  ],
);

export type TdsRuleRow = typeof tdsRules.$inferSelect;
