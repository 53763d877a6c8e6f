import { UsersIcon } from '@heroicons/react/20/solid';
import { useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { UserKycState, UserListItem } from '../../../../shared/contracts/users.ts';
import { ROLES, roleLabel, type Role } from '../../../../shared/roles.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { ListCard, ListEmptyState, ListLoadError, listCountText } from '../../../components/ui/list-card.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';
import { TimeStamp } from '../../../components/ui/time-stamp.tsx';
import { paths } from '../../../config/paths.ts';
import { withListParam } from '../../../lib/list-params.ts';
import { getPageCount } from '../../../lib/pagination.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useSearchParamText } from '../../../lib/use-search-param-text.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { readUserListParams, USER_LIST_KEYS, USERS_PAGE_SIZE } from '../lib/user-list-params.ts';

const COLUMNS = ['Name', 'Email', 'Role', 'KYC', 'Joined', 'Activity'];

const ROLE_TONES: Record<Role, BadgeTone> = { admin: 'brand', backer: 'sky', proposer: 'amber' };

const KYC_BADGES: Record<UserKycState, { label: string; tone: BadgeTone }> = {
  none: { label: 'None', tone: 'slate' },
  submitted: { label: 'Submitted', tone: 'amber' },
  verified: { label: 'Verified', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
};

/**
 * The admin's list of accounts (`/admin_dashboard/users`, GET /api/admin/users): every account,
 * newest first, with its role, its KYC status and when it joined; searched by name or email and
 * filtered by role, both kept in the URL with the page. A table on wide screens, cards on a phone.
 */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
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

  const data = users.data;
  const updating = users.isPlaceholderData;
  const count = users.isPending || updating ? 'Loading users…' : data ? listCountText(state.page, USERS_PAGE_SIZE, data.total, data.items.length, ['user', 'users']) : '';

  let body: ReactNode;
  if (users.isPending) {
    body = <UsersSkeleton />;
  } else if (users.isError) {
    body = <ListLoadError title="The users could not be loaded." error={users.error} onRetry={() => void users.refetch()} />;
  } else if (users.data.items.length === 0) {
    body = (
      <ListEmptyState icon={UsersIcon} text={users.data.total > 0 ? 'There is nothing on this page.' : filtered ? 'No users match these filters.' : 'No users yet.'}>
        {users.data.total > 0 ? (
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
      // While another page's answer is on its way, this page's rows stay, dimmed.
      <div aria-busy={updating} className={updating ? 'opacity-60 transition-opacity' : undefined}>
        <UserTable items={users.data.items} now={now} />
        <UserCards items={users.data.items} now={now} />
      </div>
    );
  }

  return (
    <div>
      <PageHeader title="Users" description="Every account on Sharestead, newest first: its role, where its KYC stands and when it joined." />

      <section aria-label="Filters" className={`${CARD} p-4 sm:p-5`}>
        <form role="search" aria-label="Filter users" onSubmit={(event) => event.preventDefault()} className="grid grid-cols-2 gap-4 lg:grid-cols-[2fr_1fr_auto] lg:items-end">
          <TextField
            label="Search users"
            type="search"
            placeholder="Name or email"
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            className="col-span-2 lg:col-span-1"
          />
          <SelectField label="Role" value={state.role ?? ''} onChange={(event) => setParams((current) => withListParam(current, USER_LIST_KEYS.role, event.target.value))}>
            <option value="">All roles</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </SelectField>
          <Button type="button" variant="secondary" onClick={reset} disabled={!filtered} className="self-end disabled:opacity-60">
            Reset Filters
          </Button>
        </form>
      </section>

      <ListCard
        className="mt-5"
        titleId="users-title"
        title="Accounts"
        count={count}
        countTestId="user-count"
        ref={panel}
        pages={data && !users.isError ? { page: state.page, pageCount: getPageCount(data.total, USERS_PAGE_SIZE), onPageChange: goToPage, label: 'User pages' } : undefined}
      >
        {body}
      </ListCard>
    </div>
  );
}

function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={ROLE_TONES[role]}>{roleLabel(role)}</Badge>;
}

function KycBadge({ state }: { state: UserKycState }) {
  const badge = KYC_BADGES[state];
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}

/** The user's entries in the audit log, named after the user so each link says whose it is. */
function AuditLink({ user }: { user: UserListItem }) {
  return (
    <Link
      to={paths.adminAudit({ actor: user.id })}
      aria-label={`Audit log of ${user.name}`}
      className="inline-flex min-h-11 items-center rounded text-sm font-medium text-brand-800 underline-offset-2 hover:underline sm:min-h-0"
    >
      Audit log
    </Link>
  );
}

function UserTable({ items, now }: { items: UserListItem[]; now: number }) {
  return (
    <div className="hidden lg:block">
      <table className="w-full text-sm" aria-labelledby="users-title">
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
          {items.map((user) => (
            <tr key={user.id} className="align-top hover:bg-slate-50" data-testid="user-row">
              <th scope="row" className="py-4 pr-4 pl-5 text-left font-semibold text-slate-900 wrap-break-word">
                {user.name}
              </th>
              <td className="px-4 py-4">
                <a href={`mailto:${user.email}`} className="text-brand-800 underline-offset-2 wrap-anywhere hover:underline">
                  {user.email}
                </a>
              </td>
              <td className="px-4 py-4">
                <RoleBadge role={user.role} />
              </td>
              <td className="px-4 py-4">
                <KycBadge state={user.kyc_status} />
              </td>
              <td className="px-4 py-4">
                <TimeStamp iso={user.created_at} now={now} />
              </td>
              <td className="py-4 pr-5 pl-4">
                <AuditLink user={user} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserCards({ items, now }: { items: UserListItem[]; now: number }) {
  return (
    <ul className="divide-y divide-slate-200 lg:hidden" aria-labelledby="users-title">
      {items.map((user) => (
        <li key={user.id}>
          <article className="px-4 py-4 text-sm sm:px-5" aria-labelledby={`user-${user.id}`} data-testid="user-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 id={`user-${user.id}`} className="text-base font-semibold text-slate-900 wrap-break-word">
                  {user.name}
                </h3>
                <a href={`mailto:${user.email}`} className="text-brand-800 underline-offset-2 wrap-anywhere hover:underline">
                  {user.email}
                </a>
              </div>
              <RoleBadge role={user.role} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3">
              <div>
                <dt className="text-xs text-slate-600">KYC</dt>
                <dd className="mt-1">
                  <KycBadge state={user.kyc_status} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">Joined</dt>
                <dd className="mt-1">
                  <TimeStamp iso={user.created_at} now={now} />
                </dd>
              </div>
            </dl>
            <AuditLink user={user} />
          </article>
        </li>
      ))}
    </ul>
  );
}

function UsersSkeleton() {
  return (
    <div data-testid="users-skeleton">
      <table className="hidden min-w-full lg:table" aria-hidden="true">
        <tbody className="divide-y divide-slate-100">
          <SkeletonRows rows={5} columns={COLUMNS.length} />
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 lg:hidden" aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="space-y-3 px-4 py-4">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56" />
            <Skeleton className="h-10 w-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}
