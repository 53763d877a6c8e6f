import { ASSET_CLASSES, DEAL_STATUSES, type DealStatus } from '../../../../shared/contracts/deals.ts';
import { msg, t } from '../../../lib/i18n.ts';

/*
 * Live Deals keeps its filters and page in the URL query (`?type=Commercial&status=pending&q=pune&page=2`),
 * as the public listing does, so a filtered list survives reload and Back and can be shared.
 * These functions are the one translation between the two.
 */

export type AssetClass = (typeof ASSET_CLASSES)[number];
export type DealListKey = 'type' | 'status' | 'q' | 'page';

export interface DealListState {
  /** undefined: every type. */
  type: AssetClass | undefined;
  /** undefined: every status. */
  status: DealStatus | undefined;
  search: string;
  /** From 1. */
  page: number;
}

/** Reads the list's state; an unknown type or status is "all", an unreadable page the first. */
export function readDealListParams(params: URLSearchParams): DealListState {
  const type = params.get('type');
  const status = params.get('status');
  const pageText = params.get('page');
  const page = Number(pageText);
  return {
    type: ASSET_CLASSES.find((known) => known === type),
    status: DEAL_STATUSES.find((known) => known === status),
    search: (params.get('q') ?? '').trim(),
    page: pageText !== null && /^\d+$/.test(pageText) && Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * A new query with one key changed: empty values and the first page are left out, so the plain
 * list keeps the plain address. Any change but the page itself starts from the first page.
 */
export function withDealListParam(params: URLSearchParams, key: DealListKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const trimmed = value.trim();
  if (trimmed === '' || (key === 'page' && trimmed === '1')) next.delete(key);
  else next.set(key, trimmed);
  if (key !== 'page') next.delete('page');
  return next;
}

const ASSET_CLASS_LABELS: Record<AssetClass, string> = {
  Residential: msg('Residential'),
  Commercial: msg('Commercial'),
  'Mixed-Use': msg('Mixed-Use'),
  Industrial: msg('Industrial'),
};

/** A deal's type in the interface's language: one of the asset classes, or as its proposer wrote it. */
export function assetClassLabel(type: string): string {
  const known = ASSET_CLASSES.find((assetClass) => assetClass === type);
  return known ? t(ASSET_CLASS_LABELS[known]) : type;
}

/** The status filter's options, as the list has always written them. */
export const DEAL_STATUS_OPTIONS: Record<DealStatus, string> = {
  completed: msg('completed'),
  pending: msg('pending'),
  failed: msg('failed'),
};

/** True when the list is narrowed by type, status or search text. */
export function hasActiveDealFilters(state: DealListState): boolean {
  return state.type !== undefined || state.status !== undefined || state.search !== '';
}
