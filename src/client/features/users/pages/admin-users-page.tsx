import { UsersIcon } from '@heroicons/react/20/solid';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { KycStatus } from '../../../../shared/contracts/kyc.ts';
import type { UserListItem } from '../../../../shared/contracts/users.ts';
import { ROLES, type Role } from '../../../../shared/roles.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { QueryListCard } from '../../../components/ui/list-card.tsx';
import { ListTable, ListTableEmpty, ListTableSkeleton, type ListColumn } from '../../../components/ui/list-table.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { TimeStamp } from '../../../components/ui/time-stamp.tsx';
import { paths } from '../../../config/paths.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { ROLE_LABELS } from '../../../lib/role-labels.ts';
import { withListParam } from '../../../lib/list-params.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useSearchParamText } from '../../../lib/use-search-param-text.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { readUserListParams, USER_LIST_KEYS, USERS_PAGE_SIZE } from '../lib/user-list-params.ts';
import { useQueryParams } from '../../../lib/use-query-params.ts';

const ROLE_TONES: Record<Role, BadgeTone> = { admin: 'brand', backer: 'sky', proposer: 'amber' };

const KYC_BADGES: Record<KycStatus, { label: string; tone: BadgeTone }> = {
  not_started: { label: msg('None'), tone: 'slate' },
  submitted: { label: msg('Submitted'), tone: 'amber' },
  verified: { label: msg('Verified'), tone: 'green' },
  rejected: { label: msg('Rejected'), tone: 'red' },
};

/**
 * The admin's list of accounts (`/admin_dashboard/users`, GET /api/admin/users): every account,
 * newest first, with its role, its KYC status and when it joined; searched by name or email and
 * filtered by role, both kept in the URL with the page. A table on wide screens, cards on a phone.
 */
export function AdminUsersPage() {
  const [params, setParams] = useQueryParams();
  const state = readUserListParams(params);
  const users = useAdminUsers({ ...state, pageSize: USERS_PAGE_SIZE });
  const search = useSearchParamText(USER_LIST_KEYS.search);
  const now = useNow();
  const panel = useRef<HTMLElement>(null);

  const filtered = state.role !== undefined || search.text.trim() !== '';
  const reset = () => {
    search.reset();
    setParams(new URLSearchParams());
  };
  const goToPage = (page: number) => {
    setParams((current) => withListParam(current, USER_LIST_KEYS.page, String(page)));
    panel.current?.scrollIntoView?.({ block: 'start' });
  };

  const columns = userColumns(now);

  return (
    <div>
      <PageHeader title={t('Users')} description={t('Every account on Sharestead, newest first: its role, where its KYC stands and when it joined.')} />

      <section aria-label={t('Filters')} className={`${CARD} p-4 sm:p-5`}>
        <form
          role="search"
          aria-label={t('Filter users')}
          onSubmit={(event) => event.preventDefault()}
          className="grid grid-cols-2 gap-4 lg:grid-cols-[2fr_1fr_auto] lg:items-end"
        >
          <TextField
            label={t('Search users')}
            type="search"
            placeholder={t('Name or email')}
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            className="col-span-2 lg:col-span-1"
          />
          <SelectField
            label={t('Role')}
            value={state.role ?? ''}
            onChange={(event) => setParams((current) => withListParam(current, USER_LIST_KEYS.role, event.target.value))}
          >
            <option value="">{t('All roles')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(ROLE_LABELS[role])}
              </option>
            ))}
          </SelectField>
          <Button type="button" variant="secondary" onClick={reset} disabled={!filtered} className="self-end disabled:opacity-60">
            {t('Reset Filters')}
          </Button>
        </form>
      </section>

      <QueryListCard
        list={users}
        page={state.page}
        pageSize={USERS_PAGE_SIZE}
        onPageChange={goToPage}
        className="mt-5"
        titleId="users-title"
        title={t('Accounts')}
        countTestId="user-count"
        ref={panel}
        text={{ nouns: [t('user'), t('users')], loading: t('Loading users…'), pages: t('User pages'), error: t('The users could not be loaded.') }}
        placeholder={<ListTableSkeleton columns={columns.length} testId="users-skeleton" />}
      >
        {(data, updating) => (
          <ListTable
            labelledBy="users-title"
            columns={columns}
            rows={data.items}
            rowKey={(user) => user.id}
            card={(user, headingId) => <UserCard user={user} headingId={headingId} now={now} />}
            busy={updating}
            testIds={{ row: 'user-row', card: 'user-card' }}
            empty={
              <ListTableEmpty
                icon={UsersIcon}
                total={data.total}
                filtered={filtered}
                text={{ none: t('No users yet.'), noMatch: t('No users match these filters.') }}
                onFirstPage={() => goToPage(1)}
                onReset={reset}
              />
            }
          />
        )}
      </QueryListCard>
    </div>
  );
}

function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={ROLE_TONES[role]}>{t(ROLE_LABELS[role])}</Badge>;
}

function KycBadge({ state }: { state: KycStatus }) {
  const badge = KYC_BADGES[state];
  return <Badge tone={badge.tone}>{t(badge.label)}</Badge>;
}

/** The user's entries in the audit log, named after the user so each link says whose it is. */
function AuditLink({ user }: { user: UserListItem }) {
  return (
    <Link
      to={paths.adminAudit({ actor: user.id })}
      aria-label={t('Audit log of {name}', { name: user.name })}
      className="inline-flex min-h-11 items-center rounded text-sm font-medium text-brand-800 underline-offset-2 hover:underline sm:min-h-0"
    >
      {t('Audit log')}
    </Link>
  );
}

function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="text-brand-800 underline-offset-2 wrap-anywhere hover:underline" translate="no">
      {email}
    </a>
  );
}

function userColumns(now: number): ListColumn<UserListItem>[] {
  return [
    {
      header: t('Name'),
      primary: true,
      cell: (user) => (
        <span className="font-semibold text-slate-900 wrap-break-word" translate="no">
          {user.name}
        </span>
      ),
    },
    { header: t('Email'), cell: (user) => <EmailLink email={user.email} /> },
    { header: t('Role'), cell: (user) => <RoleBadge role={user.role} /> },
    { header: t('KYC'), cell: (user) => <KycBadge state={user.kyc_status} /> },
    { header: t('Joined'), cell: (user) => <TimeStamp iso={user.created_at} now={now} /> },
    { header: t('Activity'), cell: (user) => <AuditLink user={user} /> },
  ];
}

function UserCard({ user, headingId, now }: { user: UserListItem; headingId: string; now: number }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold text-slate-900 wrap-break-word" translate="no">
            {user.name}
          </h3>
          <EmailLink email={user.email} />
        </div>
        <RoleBadge role={user.role} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-slate-600">{t('KYC')}</dt>
          <dd className="mt-1">
            <KycBadge state={user.kyc_status} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('Joined')}</dt>
          <dd className="mt-1">
            <TimeStamp iso={user.created_at} now={now} />
          </dd>
        </div>
      </dl>
      <AuditLink user={user} />
    </>
  );
}
