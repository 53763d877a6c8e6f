import { MESSAGE_KINDS, type MessageKind } from '../../../../shared/contracts/messages.ts';

/**
 * The inbox's filter and page live in the URL query (`?kind=enquiry&page=2`), so a filtered
 * page survives reload and Back and can be shared. These functions are the one translation.
 */

export interface InboxState {
  /** undefined: every kind. */
  kind: MessageKind | undefined;
  /** From 1. */
  page: number;
}

/** Messages per page: the API's default page size. */
export const INBOX_PAGE_SIZE = 20;

/** Reads the inbox from a query string; an unknown kind lists every kind, an unreadable page is the first. */
export function readInboxParams(params: URLSearchParams): InboxState {
  const kind = params.get('kind');
  const pageText = params.get('page');
  const page = Number(pageText);
  return {
    kind: MESSAGE_KINDS.find((known) => known === kind),
    page: pageText !== null && /^\d+$/.test(pageText) && Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query for a kind (undefined: all), from the first page: page 3 of one kind means nothing for another. */
export function inboxSearchForKind(params: URLSearchParams, kind: MessageKind | undefined): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (kind) next.set('kind', kind);
  else next.delete('kind');
  return searchText(next);
}

/** The query for a page of the current kind; the first page keeps the plain address. */
export function inboxSearchForPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return searchText(next);
}

function searchText(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}
