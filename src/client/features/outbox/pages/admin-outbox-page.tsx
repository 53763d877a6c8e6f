import { EnvelopeIcon } from '@heroicons/react/20/solid';
import { useRef, useState } from 'react';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES, type OutboxChannel, type OutboxItem, type OutboxStatus } from '../../../../shared/contracts/outbox.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { QueryListCard } from '../../../components/ui/list-card.tsx';
import { ListTable, ListTableEmpty, ListTableSkeleton, type ListColumn } from '../../../components/ui/list-table.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { TimeStamp } from '../../../components/ui/time-stamp.tsx';
import { failureSentence } from '../../../lib/form-submission.ts';
import { formatNumber, msg, t } from '../../../lib/i18n.ts';
import { withListParam } from '../../../lib/list-params.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useAdminOutbox } from '../api/get-admin-outbox.ts';
import { useRetryOutboxMessage } from '../api/retry-outbox-message.ts';
import { OUTBOX_LIST_KEYS, OUTBOX_PAGE_SIZE, readOutboxListParams } from '../lib/outbox-list-params.ts';
import { useQueryParams } from '../../../lib/use-query-params.ts';

const CHANNEL_LABELS: Record<OutboxChannel, string> = { email: msg('E-mail'), sms: msg('SMS') };
const STATUS_BADGES: Record<OutboxStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: msg('Pending'), tone: 'amber' },
  sent: { label: msg('Sent'), tone: 'green' },
  failed: { label: msg('Failed'), tone: 'red' },
};

/**
 * The admin's outbox (`/admin_dashboard/outbox`, GET /api/admin/outbox): the e-mails and SMS
 * that repeat notifications, newest first, with their status, attempts and last error; filtered
 * by status and channel in the URL. A failed message can be sent again. A table on wide screens,
 * cards on a phone.
 */
export function AdminOutboxPage() {
  const [params, setParams] = useQueryParams();
  const state = readOutboxListParams(params);
  const outbox = useAdminOutbox({ ...state, pageSize: OUTBOX_PAGE_SIZE });
  const retry = useRetryOutboxMessage();
  const [done, setDone] = useState<string | null>(null);
  const now = useNow();
  const panel = useRef<HTMLElement>(null);

  const filtered = state.status !== undefined || state.channel !== undefined;
  const goToPage = (page: number) => {
    setParams((current) => withListParam(current, OUTBOX_LIST_KEYS.page, String(page)));
    panel.current?.scrollIntoView?.({ block: 'start' });
  };
  const onRetry = (item: OutboxItem) => {
    setDone(null);
    retry.mutate(item.id, { onSuccess: () => setDone(t('The message to {recipient} will be sent again.', { recipient: item.recipient })) });
  };

  const retrying = retry.isPending ? retry.variables : undefined;
  const columns = outboxColumns({ now, onRetry, retrying });

  return (
    <div>
      <PageHeader
        title={t('Outbox')}
        description={t(
          'E-mails and SMS sent for notifications, newest first. A message stays pending while its channel is not configured (SMTP_URL, SMS_WEBHOOK_URL); a failed one can be sent again.',
        )}
      />

      <section aria-label={t('Filters')} className={`${CARD} p-4 sm:p-5`}>
        <form
          aria-label={t('Filter messages')}
          onSubmit={(event) => event.preventDefault()}
          className="grid grid-cols-2 gap-4 lg:grid-cols-[1fr_1fr_auto] lg:items-end"
        >
          <SelectField
            label={t('Status')}
            value={state.status ?? ''}
            onChange={(event) => setParams((current) => withListParam(current, OUTBOX_LIST_KEYS.status, event.target.value))}
          >
            <option value="">{t('All statuses')}</option>
            {OUTBOX_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_BADGES[status].label)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('Channel')}
            value={state.channel ?? ''}
            onChange={(event) => setParams((current) => withListParam(current, OUTBOX_LIST_KEYS.channel, event.target.value))}
          >
            <option value="">{t('All channels')}</option>
            {OUTBOX_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {t(CHANNEL_LABELS[channel])}
              </option>
            ))}
          </SelectField>
          <Button
            type="button"
            variant="secondary"
            onClick={() => setParams(new URLSearchParams())}
            disabled={!filtered}
            className="col-span-2 self-end disabled:opacity-60 lg:col-span-1"
          >
            {t('Reset Filters')}
          </Button>
        </form>
      </section>

      <div className="mt-5 space-y-4">
        {done && <Alert tone="success">{done}</Alert>}
        {retry.error && <Alert tone="error">{failureSentence(retry.error, t('The message could not be sent again. Please try again.'))}</Alert>}
        <QueryListCard
          list={outbox}
          page={state.page}
          pageSize={OUTBOX_PAGE_SIZE}
          onPageChange={goToPage}
          titleId="outbox-title"
          title={t('Messages')}
          countTestId="outbox-count"
          ref={panel}
          text={{
            nouns: [t('message'), t('messages')],
            loading: t('Loading messages…'),
            pages: t('Outbox pages'),
            error: t('The outbox could not be loaded.'),
          }}
          placeholder={<ListTableSkeleton columns={columns.length} testId="outbox-skeleton" />}
        >
          {(data, updating) => (
            <ListTable
              labelledBy="outbox-title"
              columns={columns}
              rows={data.items}
              rowKey={(item) => item.id}
              card={(item, headingId) => <OutboxCard item={item} headingId={headingId} now={now} onRetry={onRetry} retrying={retrying} />}
              busy={updating}
              testIds={{ row: 'outbox-row', card: 'outbox-card' }}
              empty={
                <ListTableEmpty
                  icon={EnvelopeIcon}
                  total={data.total}
                  filtered={filtered}
                  text={{ none: t('No messages yet.'), noMatch: t('No messages match these filters.') }}
                  onFirstPage={() => goToPage(1)}
                />
              }
            />
          )}
        </QueryListCard>
      </div>
    </div>
  );
}

interface RowsProps {
  now: number;
  onRetry: (item: OutboxItem) => void;
  /** The id of the message being retried. */
  retrying: string | undefined;
}

function StatusBadge({ status }: { status: OutboxStatus }) {
  const badge = STATUS_BADGES[status];
  return <Badge tone={badge.tone}>{t(badge.label)}</Badge>;
}

function RetryButton({ item, onRetry, retrying }: { item: OutboxItem } & Pick<RowsProps, 'onRetry' | 'retrying'>) {
  if (item.status !== 'failed') return null;
  return (
    <Button
      type="button"
      variant="secondary"
      onClick={() => onRetry(item)}
      pending={retrying === item.id}
      disabled={retrying !== undefined}
      aria-label={t('Send again: {subject} to {recipient}', { subject: item.subject, recipient: item.recipient })}
      className="whitespace-nowrap"
    >
      {t('Send again')}
    </Button>
  );
}

function LastError({ item }: { item: OutboxItem }) {
  return item.last_error ? (
    <span className="text-red-800 wrap-anywhere" translate="no">
      {item.last_error}
    </span>
  ) : (
    <span className="text-slate-600">{t(msg('None', 'last error'))}</span>
  );
}

function outboxColumns({ now, onRetry, retrying }: RowsProps): ListColumn<OutboxItem>[] {
  return [
    {
      header: t('Message'),
      primary: true,
      cell: (item) => (
        <>
          <span className="block font-semibold text-slate-900 wrap-break-word" translate="no">
            {item.subject}
          </span>
          <span className="block text-slate-600 wrap-anywhere" translate="no">
            {item.recipient}
          </span>
        </>
      ),
    },
    { header: t('Channel'), cell: (item) => t(CHANNEL_LABELS[item.channel]) },
    { header: t('Status'), cell: (item) => <StatusBadge status={item.status} /> },
    { header: t('Attempts'), cell: (item) => <span className="tabular-nums">{formatNumber(item.attempts)}</span> },
    {
      header: t('Last error'),
      cell: (item) => (
        <div className="max-w-64">
          <LastError item={item} />
        </div>
      ),
    },
    { header: t('Created'), cell: (item) => <TimeStamp iso={item.created_at} now={now} /> },
    { header: t('Action'), cell: (item) => <RetryButton item={item} onRetry={onRetry} retrying={retrying} /> },
  ];
}

function OutboxCard({ item, headingId, now, onRetry, retrying }: { item: OutboxItem; headingId: string } & RowsProps) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold text-slate-900 wrap-break-word" translate="no">
            {item.subject}
          </h3>
          <p className="text-slate-600 wrap-anywhere">
            {t('{channel} to {recipient}', { channel: t(CHANNEL_LABELS[item.channel]), recipient: item.recipient })}
          </p>
        </div>
        <StatusBadge status={item.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-slate-600">{t('Attempts')}</dt>
          <dd className="mt-1 tabular-nums">{formatNumber(item.attempts)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('Created')}</dt>
          <dd className="mt-1">
            <TimeStamp iso={item.created_at} now={now} />
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-slate-600">{t('Last error')}</dt>
          <dd className="mt-1">
            <LastError item={item} />
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <RetryButton item={item} onRetry={onRetry} retrying={retrying} />
      </div>
    </>
  );
}
