import { EnvelopeIcon, InboxIcon, PhoneIcon } from '@heroicons/react/20/solid';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { MessageItem, MessageKind } from '../../../../shared/contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FilterLinks } from '../../../components/ui/filter-links.tsx';
import { ListCard, ListEmptyState, ListLoadError } from '../../../components/ui/list-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';
import { TimeStamp } from '../../../components/ui/time-stamp.tsx';
import { paths } from '../../../config/paths.ts';
import { getPageCount, getPageWindow } from '../../../lib/pagination.ts';
import { useAdminMessages } from '../api/get-admin-messages.ts';
import { INBOX_PAGE_SIZE, inboxSearchForKind, inboxSearchForPage, readInboxParams } from '../lib/inbox-params.ts';
import { useNow } from '../../../lib/use-now.ts';

const FILTERS: { kind: MessageKind | undefined; label: string }[] = [
  { kind: undefined, label: 'All' },
  { kind: 'contact', label: 'Contact' },
  { kind: 'enquiry', label: 'Enquiries' },
  { kind: 'newsletter', label: 'Newsletter' },
];

/** The list's heading and its empty state, per filter. */
const LISTS: Record<MessageKind | 'all', { title: string; empty: string; noun: [string, string] }> = {
  all: { title: 'All messages', empty: 'No messages yet.', noun: ['message', 'messages'] },
  contact: { title: 'Contact messages', empty: 'No contact messages yet.', noun: ['message', 'messages'] },
  enquiry: { title: 'Property enquiries', empty: 'No enquiries yet.', noun: ['enquiry', 'enquiries'] },
  newsletter: { title: 'Newsletter sign-ups', empty: 'No newsletter sign-ups yet.', noun: ['sign-up', 'sign-ups'] },
};

// 800-shade text on 50-shade fill, as the status badges: AA for small text.
const KIND_BADGES: Record<MessageKind, { label: string; className: string }> = {
  contact: { label: 'Contact', className: 'bg-brand-50 text-brand-800 ring-brand-600/25' },
  enquiry: { label: 'Enquiry', className: 'bg-sky-50 text-sky-800 ring-sky-600/25' },
  newsletter: { label: 'Newsletter', className: 'bg-amber-50 text-amber-800 ring-amber-600/25' },
};

const COLUMNS = ['Kind', 'From', 'Subject', 'Message', 'Received'];
const LONG_MESSAGE_CHARACTERS = 280;
const LONG_MESSAGE_LINES = 4;

/**
 * The admin's inbox (GET /api/admin/messages): contact messages, property enquiries and newsletter
 * sign-ups, newest first, filtered by kind and paged, both kept in the URL. A table on wide
 * screens, one card per message on a phone.
 */
export function AdminMessagesPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { kind, page } = readInboxParams(params);
  const messages = useAdminMessages({ kind, page, pageSize: INBOX_PAGE_SIZE });
  const now = useNow();
  const list = LISTS[kind ?? 'all'];
  const inbox = useRef<HTMLElement>(null);

  const goToPage = (next: number) => {
    void navigate({ search: inboxSearchForPage(params, next) });
    inbox.current?.scrollIntoView({ block: 'start' });
  };

  const data = messages.data;
  const pageCount = data ? getPageCount(data.total, INBOX_PAGE_SIZE) : 1;
  const shown = data ? getPageWindow(page, INBOX_PAGE_SIZE, data.total) : undefined;
  const updating = messages.isPlaceholderData;

  let count = '';
  if (messages.isPending || updating) count = 'Loading messages…';
  else if (data && shown && data.items.length > 0) {
    count =
      data.total <= INBOX_PAGE_SIZE
        ? `${data.total} ${list.noun[data.total === 1 ? 0 : 1]}`
        : `${shown.from}–${shown.to} of ${data.total} ${list.noun[1]}`;
  }

  let body: ReactNode;
  if (messages.isPending) {
    body = <InboxSkeleton />;
  } else if (messages.isError) {
    // Trying again goes back to the skeleton (the query has no answer to keep) until the new answer.
    body = <ListLoadError title="The messages could not be loaded." error={messages.error} onRetry={() => void messages.refetch()} />;
  } else if (messages.data.items.length === 0 && messages.data.total > 0) {
    // A page past the end: an old link, or messages that have gone since.
    body = (
      <ListEmptyState icon={InboxIcon} text="There are no messages on this page.">
        <Button type="button" onClick={() => goToPage(1)} className="mt-5">
          Go to the first page
        </Button>
      </ListEmptyState>
    );
  } else if (messages.data.items.length === 0) {
    body = <ListEmptyState icon={InboxIcon} text={list.empty} />;
  } else {
    body = (
      // While another page's answer is on its way, this page's messages stay, dimmed.
      <div aria-busy={updating} className={updating ? 'opacity-60 transition-opacity' : undefined}>
        <MessageTable items={messages.data.items} now={now} />
        <MessageCards items={messages.data.items} now={now} />
      </div>
    );
  }

  return (
    <div>
      <PageHeader title="Messages" description="What visitors send through the contact form, property enquiries and newsletter sign-ups, newest first." />

      <FilterLinks
        label="Message kinds"
        links={FILTERS.map((filter) => ({ label: filter.label, to: { search: inboxSearchForKind(params, filter.kind) }, selected: filter.kind === kind }))}
      />

      <ListCard
        ref={inbox}
        titleId="inbox-title"
        title={list.title}
        count={count}
        countTestId="message-count"
        pages={data && !messages.isError ? { page, pageCount, onPageChange: goToPage, label: 'Message pages' } : undefined}
        className="mt-5"
      >
        {body}
      </ListCard>
    </div>
  );
}

/** Placeholder rows on a wide screen, placeholder cards on a phone; the status line says it is loading. */
function InboxSkeleton() {
  return (
    <div data-testid="messages-skeleton">
      <table className="hidden min-w-full lg:table" aria-hidden="true">
        <tbody className="divide-y divide-slate-100">
          <SkeletonRows rows={5} columns={COLUMNS.length} />
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 lg:hidden" aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="space-y-3 px-4 py-4">
            <div className="flex justify-between">
              <Skeleton className="h-5 w-20 rounded-full" />
              <Skeleton className="h-4 w-24" />
            </div>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-12 w-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function KindBadge({ kind }: { kind: MessageKind }) {
  const badge = KIND_BADGES[kind];
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${badge.className}`}>
      {badge.label}
    </span>
  );
}

/** Email (and phone) as links the admin can reply with. */
function Contacts({ item }: { item: MessageItem }) {
  const link = 'inline-flex max-w-full items-start gap-1.5 rounded text-brand-800 underline-offset-2 hover:underline';
  return (
    <span className="flex flex-col items-start gap-0.5 text-sm">
      <a href={`mailto:${item.email}`} className={`${link} wrap-anywhere`}>
        <EnvelopeIcon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {item.email}
      </a>
      {item.kind !== 'newsletter' && item.phone && (
        <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`} className={link}>
          <PhoneIcon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {item.phone}
        </a>
      )}
    </span>
  );
}

/** What the message is about: the contact form's subject, the enquiry's property, or the sign-up itself. */
function Topic({ item }: { item: MessageItem }) {
  if (item.kind === 'contact') return <span className="font-medium text-slate-900 wrap-break-word">{item.subject}</span>;
  if (item.kind === 'enquiry') {
    return (
      <span className="text-slate-900">
        <span className="block text-xs text-slate-600">About</span>{' '}
        <Link to={paths.property(item.property.id)} className="font-medium text-brand-800 underline-offset-2 wrap-break-word hover:underline">
          {item.property.title}
        </Link>
      </span>
    );
  }
  return <span className="font-medium text-slate-900">Newsletter sign-up</span>;
}

/** The message as sent (line breaks kept); a long one shows its first lines until the admin asks for all. */
function MessageText({ item }: { item: MessageItem }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  if (item.kind === 'newsletter') return <p className="text-slate-600 italic">Subscribed to the newsletter.</p>;
  const text = item.message;
  const long = text.length > LONG_MESSAGE_CHARACTERS || text.split('\n').length > LONG_MESSAGE_LINES;
  return (
    <div>
      <p id={id} className={`whitespace-pre-line text-slate-700 wrap-break-word ${long && !expanded ? 'line-clamp-4' : ''}`}>
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 min-h-11 rounded text-sm font-semibold text-brand-800 hover:underline sm:min-h-8"
        >
          {expanded ? 'Show less' : 'Show the whole message'}
        </button>
      )}
    </div>
  );
}

function senderName(item: MessageItem): string | undefined {
  return item.kind === 'newsletter' ? undefined : item.name;
}

function MessageTable({ items, now }: { items: MessageItem[]; now: number }) {
  return (
    <div className="hidden lg:block">
      <table className="w-full table-fixed text-sm" aria-labelledby="inbox-title">
        <colgroup>
          <col className="w-28" />
          <col className="w-64" />
          <col className="w-56" />
          <col />
          <col className="w-48" />
        </colgroup>
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((label) => (
              <th key={label} scope="col" className="px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase first:pl-5 last:pr-5">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={`${item.kind}-${item.id}`} className="align-top hover:bg-slate-50" data-testid="message-row">
              <td className="py-4 pr-4 pl-5">
                <KindBadge kind={item.kind} />
              </td>
              <th scope="row" className="px-4 py-4 text-left font-normal">
                {senderName(item) && <span className="block font-semibold text-slate-900 wrap-break-word">{senderName(item)}</span>}
                <Contacts item={item} />
              </th>
              <td className="px-4 py-4">
                <Topic item={item} />
              </td>
              <td className="px-4 py-4">
                <MessageText item={item} />
              </td>
              <td className="py-4 pr-5 pl-4">
                <TimeStamp iso={item.created_at} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MessageCards({ items, now }: { items: MessageItem[]; now: number }) {
  return (
    <ul className="divide-y divide-slate-200 lg:hidden" aria-labelledby="inbox-title">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`}>
          <article className="px-4 py-4 text-sm sm:px-5" aria-labelledby={`message-${item.kind}-${item.id}`} data-testid="message-card">
            <div className="flex items-start justify-between gap-3">
              <KindBadge kind={item.kind} />
              <TimeStamp iso={item.created_at} now={now} className="text-right" />
            </div>
            <h3 id={`message-${item.kind}-${item.id}`} className="mt-2 text-base">
              <Topic item={item} />
            </h3>
            <p className="mt-2">
              {senderName(item) && <span className="block font-semibold text-slate-900 wrap-break-word">{senderName(item)}</span>}
              <Contacts item={item} />
            </p>
            <div className="mt-3">
              <MessageText item={item} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
