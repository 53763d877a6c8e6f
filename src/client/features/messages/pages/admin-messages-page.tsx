import { EnvelopeIcon, InboxIcon, PhoneIcon } from '@heroicons/react/20/solid';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { MessageItem, MessageKind } from '../../../../shared/contracts/messages.ts';
import { FilterLinks } from '../../../components/ui/filter-links.tsx';
import { ListCard, ListLoadError } from '../../../components/ui/list-card.tsx';
import { ListTable, ListTableEmpty, ListTableSkeleton, type ListColumn } from '../../../components/ui/list-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TimeStamp } from '../../../components/ui/time-stamp.tsx';
import { paths } from '../../../config/paths.ts';
import { getPageCount, getPageWindow } from '../../../lib/pagination.ts';
import { useAdminMessages } from '../api/get-admin-messages.ts';
import { INBOX_PAGE_SIZE, inboxSearchForKind, inboxSearchForPage, readInboxParams } from '../lib/inbox-params.ts';
import { useNow } from '../../../lib/use-now.ts';
import { formatNumber, msg, t } from '../../../lib/i18n.ts';
import { Trans } from '../../../lib/trans.tsx';

const FILTERS: { kind: MessageKind | undefined; label: string }[] = [
  { kind: undefined, label: msg('All') },
  { kind: 'contact', label: msg('Contact') },
  { kind: 'enquiry', label: msg('Enquiries') },
  { kind: 'newsletter', label: msg('Newsletter') },
];

/** A list's count line: all of it on one page (`count`), or the page's window of more (`range`). */
interface CountTexts {
  count: string;
  range: string;
}
const MESSAGE_COUNTS: CountTexts = {
  count: msg('{count, plural, one {# message} other {# messages}}'),
  range: msg('{from}–{to} of {total} messages'),
};

/** The list's heading, its empty state and its count line (English ids), per filter. */
const LISTS: Record<MessageKind | 'all', { title: string; empty: string; counts: CountTexts }> = {
  all: { title: msg('All messages'), empty: msg('No messages yet.'), counts: MESSAGE_COUNTS },
  contact: { title: msg('Contact messages'), empty: msg('No contact messages yet.'), counts: MESSAGE_COUNTS },
  enquiry: {
    title: msg('Property enquiries'),
    empty: msg('No enquiries yet.'),
    counts: { count: msg('{count, plural, one {# enquiry} other {# enquiries}}'), range: msg('{from}–{to} of {total} enquiries') },
  },
  newsletter: {
    title: msg('Newsletter sign-ups'),
    empty: msg('No newsletter sign-ups yet.'),
    counts: { count: msg('{count, plural, one {# sign-up} other {# sign-ups}}'), range: msg('{from}–{to} of {total} sign-ups') },
  },
};

// 800-shade text on 50-shade fill, as the status badges: AA for small text.
const KIND_BADGES: Record<MessageKind, { label: string; className: string }> = {
  contact: { label: msg('Contact'), className: 'bg-brand-50 text-brand-800 ring-brand-600/25' },
  enquiry: { label: msg('Enquiry'), className: 'bg-sky-50 text-sky-800 ring-sky-600/25' },
  newsletter: { label: msg('Newsletter'), className: 'bg-amber-50 text-amber-800 ring-amber-600/25' },
};

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
  if (messages.isPending || updating) count = t('Loading messages…');
  else if (data && shown && data.items.length > 0) {
    count =
      data.total <= INBOX_PAGE_SIZE
        ? t(list.counts.count, { count: data.total })
        : t(list.counts.range, { from: formatNumber(shown.from), to: formatNumber(shown.to), total: formatNumber(data.total) });
  }

  const columns = messageColumns(now);
  let body: ReactNode;
  if (messages.isPending) {
    body = <ListTableSkeleton columns={columns.length} testId="messages-skeleton" />;
  } else if (messages.isError) {
    // Trying again goes back to the skeleton (the query has no answer to keep) until the new answer.
    body = <ListLoadError title={t('The messages could not be loaded.')} error={messages.error} onRetry={() => void messages.refetch()} />;
  } else {
    body = (
      <ListTable
        labelledBy="inbox-title"
        columns={columns}
        rows={messages.data.items}
        rowKey={(item) => `${item.kind}-${item.id}`}
        card={(item, headingId) => <MessageCard item={item} headingId={headingId} now={now} />}
        busy={updating}
        testIds={{ row: 'message-row', card: 'message-card' }}
        empty={
          <ListTableEmpty
            icon={InboxIcon}
            total={messages.data.total}
            text={{ none: t(list.empty), pastEnd: t('There are no messages on this page.') }}
            onFirstPage={() => goToPage(1)}
          />
        }
      />
    );
  }

  return (
    <div>
      <PageHeader
        title={t('Messages')}
        description={t('What visitors send through the contact form, property enquiries and newsletter sign-ups, newest first.')}
      />

      <FilterLinks
        label={t('Message kinds')}
        links={FILTERS.map((filter) => ({ label: t(filter.label), to: { search: inboxSearchForKind(params, filter.kind) }, selected: filter.kind === kind }))}
      />

      <ListCard
        ref={inbox}
        titleId="inbox-title"
        title={t(list.title)}
        count={count}
        countTestId="message-count"
        pages={data && !messages.isError ? { page, pageCount, onPageChange: goToPage, label: t('Message pages') } : undefined}
        className="mt-5"
      >
        {body}
      </ListCard>
    </div>
  );
}

function KindBadge({ kind }: { kind: MessageKind }) {
  const badge = KIND_BADGES[kind];
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${badge.className}`}>
      {t(badge.label)}
    </span>
  );
}

/** Email (and phone) as links the admin can reply with. */
function Contacts({ item }: { item: MessageItem }) {
  const link = 'inline-flex max-w-full items-start gap-1.5 rounded text-brand-800 underline-offset-2 hover:underline';
  return (
    <span className="flex flex-col items-start gap-0.5 text-sm">
      <a href={`mailto:${item.email}`} className={`${link} wrap-anywhere`} translate="no">
        <EnvelopeIcon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {item.email}
      </a>
      {item.kind !== 'newsletter' && item.phone && (
        <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`} className={link} translate="no">
          <PhoneIcon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {item.phone}
        </a>
      )}
    </span>
  );
}

/** What the message is about: the contact form's subject, the enquiry's property, or the sign-up itself. */
function Topic({ item }: { item: MessageItem }) {
  if (item.kind === 'contact') {
    return (
      <span className="font-medium text-slate-900 wrap-break-word" translate="no">
        {item.subject}
      </span>
    );
  }
  if (item.kind === 'enquiry') {
    // "About" sits above the property's name, as a label.
    return (
      <span className="text-slate-900">
        <Trans
          id="<0>About</0> <1/>"
          components={{
            0: <span className="block text-xs text-slate-600" />,
            1: (
              <Link
                to={paths.property(item.property.id)}
                className="font-medium text-brand-800 underline-offset-2 wrap-break-word hover:underline"
                translate="no"
              >
                {item.property.title}
              </Link>
            ),
          }}
        />
      </span>
    );
  }
  return <span className="font-medium text-slate-900">{t('Newsletter sign-up')}</span>;
}

/** The message as sent (line breaks kept); a long one shows its first lines until the admin asks for all. */
function MessageText({ item }: { item: MessageItem }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  if (item.kind === 'newsletter') return <p className="text-slate-600 italic">{t('Subscribed to the newsletter.')}</p>;
  const text = item.message;
  const long = text.length > LONG_MESSAGE_CHARACTERS || text.split('\n').length > LONG_MESSAGE_LINES;
  return (
    <div>
      <p id={id} className={`whitespace-pre-line text-slate-700 wrap-break-word ${long && !expanded ? 'line-clamp-4' : ''}`} translate="no">
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
          {expanded ? t('Show less') : t('Show the whole message')}
        </button>
      )}
    </div>
  );
}

function senderName(item: MessageItem): string | undefined {
  return item.kind === 'newsletter' ? undefined : item.name;
}

/** Who sent it (a sign-up has only an email), with the links to answer them. */
function Sender({ item }: { item: MessageItem }) {
  return (
    <>
      {senderName(item) && (
        <span className="block font-semibold text-slate-900 wrap-break-word" translate="no">
          {senderName(item)}
        </span>
      )}
      <Contacts item={item} />
    </>
  );
}

function messageColumns(now: number): ListColumn<MessageItem>[] {
  return [
    { header: t('Kind'), width: 'w-28', cell: (item) => <KindBadge kind={item.kind} /> },
    { header: t('From'), width: 'w-64', primary: true, cell: (item) => <Sender item={item} /> },
    { header: t('Subject'), width: 'w-56', cell: (item) => <Topic item={item} /> },
    { header: t('Message'), cell: (item) => <MessageText item={item} /> },
    { header: t('Received'), width: 'w-48', cell: (item) => <TimeStamp iso={item.created_at} now={now} /> },
  ];
}

function MessageCard({ item, headingId, now }: { item: MessageItem; headingId: string; now: number }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <KindBadge kind={item.kind} />
        <TimeStamp iso={item.created_at} now={now} className="text-right" />
      </div>
      <h3 id={headingId} className="mt-2 text-base">
        <Topic item={item} />
      </h3>
      <p className="mt-2">
        <Sender item={item} />
      </p>
      <div className="mt-3">
        <MessageText item={item} />
      </div>
    </>
  );
}
