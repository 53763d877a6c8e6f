import { OUTBOX_CHANNELS, OUTBOX_STATUSES, type OutboxChannel, type OutboxStatus } from '../../../../shared/contracts/outbox.ts';
import { readPageParam } from '../../../lib/list-params.ts';

/** Messages per page: the API's default page size. */
export const OUTBOX_PAGE_SIZE = 20;

/** The URL keys of the outbox list: `?status=failed&channel=sms&page=2`. */
export const OUTBOX_LIST_KEYS = { status: 'status', channel: 'channel', page: 'page' } as const;

export interface OutboxListState {
  /** undefined: every status. */
  status: OutboxStatus | undefined;
  /** undefined: both channels. */
  channel: OutboxChannel | undefined;
  page: number;
}

/** Reads the list from a query string; an unknown status or channel lists them all, an unreadable page is the first. */
export function readOutboxListParams(params: URLSearchParams): OutboxListState {
  return {
    status: OUTBOX_STATUSES.find((status) => status === params.get(OUTBOX_LIST_KEYS.status)),
    channel: OUTBOX_CHANNELS.find((channel) => channel === params.get(OUTBOX_LIST_KEYS.channel)),
    page: readPageParam(params),
  };
}
