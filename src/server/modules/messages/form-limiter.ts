import type { MessageKind } from '../../../shared/contracts/messages.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { translate } from '../../lib/i18n.ts';

const HOUR_SECONDS = 60 * 60;

/** The 429's sentence: what happened and when the form can be sent again (in `{count}` minutes). */
const TOO_MANY_SUBMISSIONS = msg('Too many submissions of this form from your address. Please try again in {count, plural, one {# minute} other {# minutes}}.');

const minutesOf = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60));

/** The 429's sentence in English. */
export function tooManySubmissions(retryAfterSeconds: number): string {
  return translate('en', TOO_MANY_SUBMISSIONS, { count: minutesOf(retryAfterSeconds) });
}

/**
 * At most `perHour` submissions of each public form an hour from one client address
 * (interfaces.md, FORMS_PER_HOUR), counted in the shared counter store, so several instances
 * behind a load balancer share one allowance. Every attempt counts, valid or not: the limit is
 * there to stop floods, and the forms check their fields before they send.
 */
export class FormLimiter {
  readonly #store: CounterStore;
  readonly #perHour: number;

  constructor(store: CounterStore, perHour: number) {
    this.#store = store;
    this.#perHour = perHour;
  }

  /** Counts one submission; throws a 429 with Retry-After once this hour's allowance is spent. */
  async take(form: MessageKind, address: string): Promise<void> {
    // A fixed window: the first submission starts the hour, later ones do not extend it.
    const wait = await this.#store.take([{ key: `forms:${form}:${address}`, limit: this.#perHour, ttlSeconds: HOUR_SECONDS, slide: false }]);
    if (wait === 0) return;
    const retryAfter = Math.max(1, wait);
    throw new DomainError('rate_limited', TOO_MANY_SUBMISSIONS, {
      values: { count: minutesOf(retryAfter) },
      headers: { 'retry-after': String(retryAfter) },
    });
  }
}
