import type { DealStructure } from '../../shared/contracts/deals.ts';
import { msg, t } from './i18n.ts';

/** Each deal structure (after-funding.md §1) by its name, as the deal form, the submission and the deal's details write it. */
const STRUCTURE_LABELS: Record<DealStructure, string> = {
  private_spv: msg('Private limited company (SPV)'),
  sm_reit: msg('SM REIT scheme'),
  llp: msg('LLP'),
  aif: msg('Category II AIF'),
};

/** A structure's name in the interface's language. */
export function structureLabel(structure: DealStructure): string {
  return t(STRUCTURE_LABELS[structure]);
}
