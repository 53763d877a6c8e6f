import { ClipboardDocumentListIcon } from '@heroicons/react/20/solid';
import { useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AuditEvent } from '../../../../shared/contracts/audit.ts';
import { roleLabel } from '../../../../shared/roles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ListCard, ListEmptyState, ListLoadError, listCountText } from '../../../components/ui/list-card.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';
import { TimeStamp } from '../../../components/ui/time-stamp.tsx';
import { withListParam } from '../../../lib/list-params.ts';
import { getPageCount } from '../../../lib/pagination.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useSearchParamText } from '../../../lib/use-search-param-text.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditChanges } from '../components/audit-changes.tsx';
import { AUDIT_KEYS, AUDIT_PAGE_SIZE, readAuditParams } from '../lib/audit-params.ts';
import { actionLabel, subjectLabel } from '../lib/audit-text.ts';

const COLUMNS = ['Time', 'Actor', 'Action', 'Subject', 'Details'];
const LINK = 'rounded font-medium text-brand-800 underline-offset-2 hover:underline';

/**
 * The admin's audit log (`/admin_dashboard/audit`, GET /api/admin/audit-log, platform.md §2):
 * every review decision, publication, extension, close, refund and admin money action, newest
 * first; filtered by actor (an email, a name or a user's id) and by deal, both kept in the URL
 * with the page. A row's actor and deal are links that filter the log to them.
 */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const state = readAuditParams(params);
  const log = useAuditLog({ actor: state.actor, deal: state.deal, page: state.page, pageSize: AUDIT_PAGE_SIZE }, !state.dealProblem);
  const actor = useSearchParamText(AUDIT_KEYS.actor);
  const deal = useSearchParamText(AUDIT_KEYS.deal);
  const now = useNow();
  const panel = useRef<HTMLElement>(null);

  const filtered = actor.text.trim() !== '' || deal.text.trim() !== '';
  const reset = () => {
    actor.reset();
    deal.reset();
    setParams(new URLSearchParams());
  };
  const goToPage = (page: number) => {
    setParams((current) => withListParam(current, AUDIT_KEYS.page, String(page)));
    panel.current?.scrollIntoView?.({ block: 'start' });
  };
  /** The query string of the log filtered by one more key (a row's actor or deal). */
  const filterBy = (key: string, value: string) => `?${withListParam(params, key, value).toString()}`;

  const data = log.data;
  const updating = log.isPlaceholderData;
  let count = '';
  if (state.dealProblem) count = '';
  else if (log.isPending || updating) count = 'Loading events…';
  else if (data) count = listCountText(state.page, AUDIT_PAGE_SIZE, data.total, data.items.length, ['event', 'events']);

  let body: ReactNode;
  if (state.dealProblem) {
    body = <ListEmptyState icon={ClipboardDocumentListIcon} text="Enter a deal's whole id to see its events." />;
  } else if (log.isPending) {
    body = <AuditSkeleton />;
  } else if (log.isError) {
    body = <ListLoadError title="The audit log could not be loaded." error={log.error} onRetry={() => void log.refetch()} />;
  } else if (log.data.items.length === 0) {
    body = (
      <ListEmptyState
        icon={ClipboardDocumentListIcon}
        text={log.data.total > 0 ? 'There is nothing on this page.' : filtered ? 'No events match these filters.' : 'Nothing has been recorded yet.'}
      >
        {log.data.total > 0 ? (
          <Button type="button" onClick={() => goToPage(1)} className="mt-5">
            Go to the first page
          </Button>
        ) : (
          filtered && (
            <Button type="button" variant="secondary" onClick={reset} className="mt-5">
              Reset Filters
            </Button>
          )
        )}
      </ListEmptyState>
    );
  } else {
    body = (
      // While another page's answer is on its way, this page's events stay, dimmed.
      <div aria-busy={updating} className={updating ? 'opacity-60 transition-opacity' : undefined}>
        <AuditTable items={log.data.items} now={now} filterBy={filterBy} />
        <AuditCards items={log.data.items} now={now} filterBy={filterBy} />
      </div>
    );
  }

  return (
    <div>
      <PageHeader
        title="Audit Log"
        description="Every review decision, publication, extension, close, refund and admin money action, newest first. Nothing here can be changed."
      />

      <section aria-label="Filters" className={`${CARD} p-4 sm:p-5`}>
        <form role="search" aria-label="Filter the audit log" onSubmit={(event) => event.preventDefault()} className="grid gap-4 lg:grid-cols-[1fr_1fr_auto] lg:items-start">
          <TextField
            label="Actor"
            type="search"
            placeholder="Email, name or user id"
            value={actor.text}
            onChange={(event) => actor.setText(event.target.value)}
          />
          <TextField
            label="Deal ID"
            type="search"
            placeholder="The deal's id"
            value={deal.text}
            onChange={(event) => deal.setText(event.target.value)}
            error={deal.text.trim() === state.deal ? state.dealProblem : undefined}
            spellCheck={false}
          />
          <Button type="button" variant="secondary" onClick={reset} disabled={!filtered} className="disabled:opacity-60 lg:mt-7">
            Reset Filters
          </Button>
        </form>
      </section>

      <ListCard
        className="mt-5"
        titleId="audit-title"
        title="Events"
        count={count}
        countTestId="audit-count"
        ref={panel}
        pages={data && !log.isError && !state.dealProblem ? { page: state.page, pageCount: getPageCount(data.total, AUDIT_PAGE_SIZE), onPageChange: goToPage, label: 'Audit log pages' } : undefined}
      >
        {body}
      </ListCard>
    </div>
  );
}

interface RowsProps {
  items: AuditEvent[];
  now: number;
  filterBy: (key: string, value: string) => string;
}

/** Who acted, as a link to their events; the platform itself when no one did (a scheduled close or refund). */
function Actor({ event, filterBy }: { event: AuditEvent; filterBy: RowsProps['filterBy'] }) {
  if (!event.actor) {
    return (
      <span className="block">
        <span className="block font-semibold text-slate-900">Sharestead</span>
        <span className="block text-xs text-slate-600">Scheduled by the platform</span>
      </span>
    );
  }
  return (
    <span className="block min-w-0">
      <Link to={{ search: filterBy(AUDIT_KEYS.actor, event.actor.id) }} aria-label={`Events by ${event.actor.name}`} className={`${LINK} wrap-break-word`}>
        {event.actor.name}
      </Link>
      <span className="block text-xs text-slate-600 wrap-anywhere">
        {roleLabel(event.actor.role)} · {event.actor.email}
      </span>
    </span>
  );
}

function Action({ action }: { action: string }) {
  return (
    <span className="block">
      <span className="block font-semibold text-slate-900">{actionLabel(action)}</span>
      <code className="block text-xs text-slate-600">{action}</code>
    </span>
  );
}

/** What was acted on: its kind, its name (or id), and a link to its deal's events. */
function Subject({ event, filterBy }: { event: AuditEvent; filterBy: RowsProps['filterBy'] }) {
  const { subject } = event;
  return (
    <span className="block min-w-0">
      <span className="block text-xs font-medium tracking-wide text-slate-600 uppercase">{subjectLabel(subject.type)}</span>
      {subject.label ? (
        <span className="block text-slate-900 wrap-break-word">{subject.label}</span>
      ) : (
        <code className="block text-xs text-slate-700 wrap-anywhere">{subject.id}</code>
      )}
      {subject.deal_id && (
        <Link
          to={{ search: filterBy(AUDIT_KEYS.deal, subject.deal_id) }}
          aria-label={`Events of the deal ${subject.label ?? subject.deal_id}`}
          className={`${LINK} inline-flex min-h-11 items-center text-xs sm:min-h-0`}
        >
          Events of this deal
        </Link>
      )}
    </span>
  );
}

function AuditTable({ items, now, filterBy }: RowsProps) {
  return (
    <div className="hidden lg:block">
      <table className="w-full table-fixed text-sm" aria-labelledby="audit-title">
        <colgroup>
          <col className="w-40" />
          <col className="w-56" />
          <col className="w-48" />
          <col className="w-60" />
          <col />
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
          {items.map((event) => (
            <tr key={event.id} className="align-top hover:bg-slate-50" data-testid="audit-row">
              <td className="py-4 pr-4 pl-5">
                <TimeStamp iso={event.at} now={now} />
              </td>
              <td className="px-4 py-4">
                <Actor event={event} filterBy={filterBy} />
              </td>
              <th scope="row" className="px-4 py-4 text-left font-normal">
                <Action action={event.action} />
              </th>
              <td className="px-4 py-4">
                <Subject event={event} filterBy={filterBy} />
              </td>
              <td className="py-4 pr-5 pl-4">
                <AuditChanges before={event.details.before} after={event.details.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AuditCards({ items, now, filterBy }: RowsProps) {
  return (
    <ul className="divide-y divide-slate-200 lg:hidden" aria-labelledby="audit-title">
      {items.map((event) => (
        <li key={event.id}>
          <article className="space-y-3 px-4 py-4 text-sm sm:px-5" aria-labelledby={`audit-${event.id}`} data-testid="audit-card">
            <div className="flex items-start justify-between gap-3">
              <h3 id={`audit-${event.id}`} className="min-w-0 text-base">
                <Action action={event.action} />
              </h3>
              <TimeStamp iso={event.at} now={now} className="shrink-0 text-right" />
            </div>
            <Actor event={event} filterBy={filterBy} />
            <Subject event={event} filterBy={filterBy} />
            <AuditChanges before={event.details.before} after={event.details.after} />
          </article>
        </li>
      ))}
    </ul>
  );
}

function AuditSkeleton() {
  return (
    <div data-testid="audit-skeleton">
      <table className="hidden min-w-full lg:table" aria-hidden="true">
        <tbody className="divide-y divide-slate-100">
          <SkeletonRows rows={5} columns={COLUMNS.length} />
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 lg:hidden" aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="space-y-3 px-4 py-4">
            <div className="flex justify-between">
              <Skeleton className="h-5 w-36" />
              <Skeleton className="h-4 w-20" />
            </div>
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-8 w-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}
