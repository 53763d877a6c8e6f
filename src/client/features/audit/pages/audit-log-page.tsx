import { ClipboardDocumentListIcon } from '@heroicons/react/20/solid';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AuditEvent } from '../../../../shared/contracts/audit.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ListCard, ListEmptyState, ListLoadError, listCountText } from '../../../components/ui/list-card.tsx';
import { ListTable, ListTableEmpty, ListTableSkeleton, type ListColumn } from '../../../components/ui/list-table.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { TimeStamp } from '../../../components/ui/time-stamp.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import { ROLE_LABELS } from '../../../lib/role-labels.ts';
import { withListParam } from '../../../lib/list-params.ts';
import { getPageCount } from '../../../lib/pagination.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useSearchParamText } from '../../../lib/use-search-param-text.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditChanges } from '../components/audit-changes.tsx';
import { AUDIT_KEYS, AUDIT_PAGE_SIZE, readAuditParams } from '../lib/audit-params.ts';
import { actionLabel, subjectLabel } from '../lib/audit-text.ts';
import { useQueryParams } from '../../../lib/use-query-params.ts';

const LINK = 'rounded font-medium text-brand-800 underline-offset-2 hover:underline';

/**
 * The admin's audit log (`/admin_dashboard/audit`, GET /api/admin/audit-log, platform.md §2):
 * every review decision, publication, extension, close, refund and admin money action, newest
 * first; filtered by actor (an email, a name or a user's id) and by deal, both kept in the URL
 * with the page. A row's actor and deal are links that filter the log to them.
 */
export function AuditLogPage() {
  const [params, setParams] = useQueryParams();
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
  else if (log.isPending || updating) count = t('Loading events…');
  else if (data) count = listCountText(state.page, AUDIT_PAGE_SIZE, data.total, data.items.length, [t('event'), t('events')]);

  const columns = auditColumns(now, filterBy);
  let body: ReactNode;
  if (state.dealProblem) {
    body = <ListEmptyState icon={ClipboardDocumentListIcon} text={t("Enter a deal's whole id to see its events.")} />;
  } else if (log.isPending) {
    body = <ListTableSkeleton columns={columns.length} testId="audit-skeleton" />;
  } else if (log.isError) {
    body = <ListLoadError title={t('The audit log could not be loaded.')} error={log.error} onRetry={() => void log.refetch()} />;
  } else {
    body = (
      <ListTable
        labelledBy="audit-title"
        columns={columns}
        rows={log.data.items}
        rowKey={(event) => event.id}
        card={(event, headingId) => <AuditCard event={event} headingId={headingId} now={now} filterBy={filterBy} />}
        busy={updating}
        testIds={{ row: 'audit-row', card: 'audit-card' }}
        empty={
          <ListTableEmpty
            icon={ClipboardDocumentListIcon}
            total={log.data.total}
            filtered={filtered}
            text={{ none: t('Nothing has been recorded yet.'), noMatch: t('No events match these filters.') }}
            onFirstPage={() => goToPage(1)}
            onReset={reset}
          />
        }
      />
    );
  }

  return (
    <div>
      <PageHeader
        title={t('Audit Log')}
        description={t('Every review decision, publication, extension, close, refund and admin money action, newest first. Nothing here can be changed.')}
      />

      <section aria-label={t('Filters')} className={`${CARD} p-4 sm:p-5`}>
        <form
          role="search"
          aria-label={t('Filter the audit log')}
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-4 lg:grid-cols-[1fr_1fr_auto] lg:items-start"
        >
          <TextField
            label={t('Actor')}
            type="search"
            placeholder={t('Email, name or user id')}
            value={actor.text}
            onChange={(event) => actor.setText(event.target.value)}
          />
          <TextField
            label={t('Deal ID')}
            type="search"
            placeholder={t("The deal's id")}
            value={deal.text}
            onChange={(event) => deal.setText(event.target.value)}
            error={deal.text.trim() === state.deal && state.dealProblem ? t(state.dealProblem) : undefined}
            spellCheck={false}
          />
          <Button type="button" variant="secondary" onClick={reset} disabled={!filtered} className="disabled:opacity-60 lg:mt-7">
            {t('Reset Filters')}
          </Button>
        </form>
      </section>

      <ListCard
        className="mt-5"
        titleId="audit-title"
        title={t('Events')}
        count={count}
        countTestId="audit-count"
        ref={panel}
        pages={
          data && !log.isError && !state.dealProblem
            ? { page: state.page, pageCount: getPageCount(data.total, AUDIT_PAGE_SIZE), onPageChange: goToPage, label: t('Audit log pages') }
            : undefined
        }
      >
        {body}
      </ListCard>
    </div>
  );
}

type FilterBy = (key: string, value: string) => string;

/** Who acted, as a link to their events; the platform itself when no one did (a scheduled close or refund). */
function Actor({ event, filterBy }: { event: AuditEvent; filterBy: FilterBy }) {
  if (!event.actor) {
    return (
      <span className="block">
        <span className="block font-semibold text-slate-900" translate="no">
          Sharestead
        </span>
        <span className="block text-xs text-slate-600">{t('Scheduled by the platform')}</span>
      </span>
    );
  }
  return (
    <span className="block min-w-0">
      <Link
        to={{ search: filterBy(AUDIT_KEYS.actor, event.actor.id) }}
        aria-label={t('Events by {name}', { name: event.actor.name })}
        className={`${LINK} wrap-break-word`}
        translate="no"
      >
        {event.actor.name}
      </Link>
      <span className="block text-xs text-slate-600 wrap-anywhere">
        {t('{role} · {email}', { role: t(ROLE_LABELS[event.actor.role]), email: event.actor.email })}
      </span>
    </span>
  );
}

function Action({ action }: { action: string }) {
  return (
    <span className="block">
      <span className="block font-semibold text-slate-900">{actionLabel(action)}</span>
      <code className="block text-xs text-slate-600" translate="no">
        {action}
      </code>
    </span>
  );
}

/** What was acted on: its kind, its name (or id), and a link to its deal's events. */
function Subject({ event, filterBy }: { event: AuditEvent; filterBy: FilterBy }) {
  const { subject } = event;
  return (
    <span className="block min-w-0">
      <span className="block text-xs font-medium tracking-wide text-slate-600 uppercase">{subjectLabel(subject.type)}</span>
      {subject.label ? (
        <span className="block text-slate-900 wrap-break-word" translate="no">
          {subject.label}
        </span>
      ) : (
        <code className="block text-xs text-slate-700 wrap-anywhere" translate="no">
          {subject.id}
        </code>
      )}
      {subject.deal_id && (
        <Link
          to={{ search: filterBy(AUDIT_KEYS.deal, subject.deal_id) }}
          aria-label={t('Events of the deal {name}', { name: subject.label ?? subject.deal_id })}
          className={`${LINK} inline-flex min-h-11 items-center text-xs sm:min-h-0`}
        >
          {t('Events of this deal')}
        </Link>
      )}
    </span>
  );
}

function auditColumns(now: number, filterBy: FilterBy): ListColumn<AuditEvent>[] {
  return [
    { header: t('Time'), width: 'w-40', cell: (event) => <TimeStamp iso={event.at} now={now} /> },
    { header: t('Actor'), width: 'w-56', cell: (event) => <Actor event={event} filterBy={filterBy} /> },
    { header: t('Action'), width: 'w-48', primary: true, cell: (event) => <Action action={event.action} /> },
    { header: t(msg('Subject', 'audit log')), width: 'w-60', cell: (event) => <Subject event={event} filterBy={filterBy} /> },
    { header: t('Details'), cell: (event) => <AuditChanges event={event} /> },
  ];
}

function AuditCard({ event, headingId, now, filterBy }: { event: AuditEvent; headingId: string; now: number; filterBy: FilterBy }) {
  return (
    <div className="space-y-3">
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="min-w-0 text-base">
          <Action action={event.action} />
        </h3>
        <TimeStamp iso={event.at} now={now} className="shrink-0 text-right" />
      </div>
      <Actor event={event} filterBy={filterBy} />
      <Subject event={event} filterBy={filterBy} />
      <AuditChanges event={event} />
    </div>
  );
}
