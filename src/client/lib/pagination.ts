/*
 * Pagination maths for the transaction table, kept pure so every edge (empty list, last page,
 * a list that shrinks under the current page) is tested without rendering anything.
 */

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** Number of pages; an empty list still has one (empty) page so "page 1" always exists. */
export function getPageCount(totalItems: number, pageSize: number): number {
  if (!Number.isFinite(pageSize) || pageSize < 1) return 1;
  return Math.max(1, Math.ceil(Math.max(0, totalItems) / Math.floor(pageSize)));
}

/** Keeps a page between 1 and the page count (spec §4), whatever is asked for. */
export function clampPage(page: number, pageCount: number): number {
  const last = Math.max(1, Math.floor(pageCount));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

export interface PageWindow {
  /** Index of the first item on the page (0-based, for slice). */
  startIndex: number;
  /** Index one past the last item on the page (for slice). */
  endIndex: number;
  /** 1-based number of the first item shown, 0 when there is nothing to show. */
  from: number;
  /** 1-based number of the last item shown. */
  to: number;
  total: number;
}

/** The slice of items a page shows, and the numbers for "Showing X to Y of Z results". */
export function getPageWindow(page: number, pageSize: number, totalItems: number): PageWindow {
  const total = Math.max(0, totalItems);
  const size = Math.max(1, Math.floor(pageSize));
  const current = clampPage(page, getPageCount(total, size));
  const startIndex = Math.min((current - 1) * size, total);
  const endIndex = Math.min(startIndex + size, total);
  return { startIndex, endIndex, from: total === 0 ? 0 : startIndex + 1, to: endIndex, total };
}

/**
 * Page buttons to show: first and last page always, the current page with `siblings` either
 * side, and an ellipsis wherever pages are skipped, e.g. 1 … 4 5 6 … 10.
 * The list always has the same length once there are enough pages, so the buttons do not jump
 * around as the user pages through.
 */
export function getPageItems(currentPage: number, pageCount: number, siblings = 1): PageItem[] {
  const last = Math.max(1, Math.floor(pageCount));
  const current = clampPage(currentPage, last);
  // first + last + current + siblings on both sides + two ellipses
  const slots = siblings * 2 + 5;
  if (last <= slots) return range(1, last);

  const leftSibling = Math.max(current - siblings, 1);
  const rightSibling = Math.min(current + siblings, last);
  // An ellipsis standing for a single page is silly: show that page instead.
  const showStartEllipsis = leftSibling > 3;
  const showEndEllipsis = rightSibling < last - 2;
  const edgeCount = 3 + siblings * 2;

  if (!showStartEllipsis && showEndEllipsis) {
    return [...range(1, edgeCount), 'end-ellipsis', last];
  }
  if (showStartEllipsis && !showEndEllipsis) {
    return [1, 'start-ellipsis', ...range(last - edgeCount + 1, last)];
  }
  return [1, 'start-ellipsis', ...range(leftSibling, rightSibling), 'end-ellipsis', last];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
