import { and, desc, eq, lte } from 'drizzle-orm';
import type { DealStructure } from '../../../shared/contracts/deals.ts';
import type { TaxedIncomeType } from '../../../shared/contracts/income.ts';
import type { Db } from '../../db/client.ts';
import { tdsRules, type TdsRuleRow } from '../../db/schema/index.ts';

/**
 * The TDS rule in force on `on` (an Indian date, YYYY-MM-DD) for a structure and an income type:
 * the one with the latest effective date on or before it; undefined where the table has none.
 */
export async function ruleInForce(db: Db, structure: DealStructure, incomeType: TaxedIncomeType, on: string): Promise<TdsRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(tdsRules)
    .where(and(eq(tdsRules.structure, structure), eq(tdsRules.incomeType, incomeType), lte(tdsRules.effectiveFrom, on)))
    .orderBy(desc(tdsRules.effectiveFrom))
    .limit(1);
  return row;
}
