import type {
  ContactInput,
  ContactReceipt,
  EnquiryInput,
  EnquiryReceipt,
  MessageItem,
  MessageListParams,
  MessageListResponse,
  NewsletterReceipt,
} from '../../../shared/contracts/messages.ts';
import { MESSAGE_KINDS } from '../../../shared/contracts/messages.ts';
import { isStorableText } from '../../../shared/contracts/storable-text.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { PROPERTY_NOT_FOUND } from '../properties/index.ts';
import { messagesRepository, type MessageListRow } from './messages.repository.ts';

/** Stores what visitors send through the public forms and lists it for the admin. */
export class MessagesService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  async sendContact(input: ContactInput): Promise<ContactReceipt> {
    const row = await messagesRepository.insertContact(this.#db, { ...input, createdAt: this.#clock.now() });
    return { id: row.id, created_at: row.createdAt.toISOString() };
  }

  async sendEnquiry(propertyId: string, input: EnquiryInput): Promise<EnquiryReceipt> {
    const notFound = () => new DomainError('not_found', PROPERTY_NOT_FOUND);
    // Text PostgreSQL cannot hold (a NUL) cannot name a property; asking would only fail.
    if (!isStorableText(propertyId)) throw notFound();
    if ((await messagesRepository.findPropertyTitle(this.#db, propertyId)) === undefined) throw notFound();
    try {
      const row = await messagesRepository.insertEnquiry(this.#db, { ...input, propertyId, createdAt: this.#clock.now() });
      return { id: row.id, property_id: row.propertyId, created_at: row.createdAt.toISOString() };
    } catch (error) {
      // The property was removed between the look-up and the write.
      if (isForeignKeyViolation(error)) throw notFound();
      throw error;
    }
  }

  /** Subscribing an address that is already on the list changes nothing and succeeds. */
  async subscribe(email: string): Promise<NewsletterReceipt> {
    await messagesRepository.subscribe(this.#db, email, this.#clock.now());
    return { email };
  }

  /** One page of the messages, newest first; every kind unless the query names one. */
  async list({ page, page_size: pageSize, kind }: MessageListParams): Promise<MessageListResponse> {
    const kinds = kind ? [kind] : MESSAGE_KINDS;
    const { rows, total } = await messagesRepository.listNewest(this.#db, kinds, pageSize, (page - 1) * pageSize);
    return { total, page, page_size: pageSize, items: rows.map(toMessageItem) };
  }
}

/** A row of the list as the API shows it: domain data, snake_case, ISO times. */
function toMessageItem(row: MessageListRow): MessageItem {
  const common = { id: row.id, created_at: row.createdAt.toISOString() };
  switch (row.kind) {
    case 'contact':
      return { kind: 'contact', ...common, name: row.name ?? '', email: row.email, phone: row.phone, subject: row.subject ?? '', message: row.message ?? '' };
    case 'enquiry':
      return {
        kind: 'enquiry',
        ...common,
        name: row.name ?? '',
        email: row.email,
        phone: row.phone,
        message: row.message ?? '',
        property: { id: row.propertyId ?? '', title: row.propertyTitle ?? '' },
      };
    case 'newsletter':
      return { kind: 'newsletter', ...common, email: row.email };
  }
}

/** Postgres reports a foreign-key violation with SQLSTATE 23503; drizzle may wrap it in `cause`. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
