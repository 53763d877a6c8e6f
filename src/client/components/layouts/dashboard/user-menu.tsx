import { ArrowRightStartOnRectangleIcon, ChevronDownIcon, Cog6ToothIcon, UserCircleIcon } from '@heroicons/react/24/outline';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Link } from 'react-router';
import type { Role } from '../../../../shared/roles.ts';
import { paths } from '../../../config/paths.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { t } from '../../../lib/i18n.ts';

const ITEM = 'flex min-h-10 w-full items-center gap-2.5 rounded-md px-3 text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900';

export interface UserMenuProps {
  role: Role | 'guest';
  name: string;
  email: string;
  avatar: string | null;
  onLogout: () => void;
}

/** Avatar and name; Profile and Settings use the short links of decisions.md #4, then Logout. */
export function UserMenu({ role, name, email, avatar, onLogout }: UserMenuProps) {
  const shownName = name || t('Guest');
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={t('User menu for {name}', { name: shownName })}
        className="flex min-h-11 items-center gap-2 rounded-lg px-1.5 hover:bg-slate-100 data-open:bg-slate-100"
      >
        <Avatar name={shownName} src={avatar} />
        <span className="hidden max-w-40 truncate text-sm font-medium text-slate-800 sm:block" translate={name ? 'no' : undefined}>
          {shownName}
        </span>
        <ChevronDownIcon className="hidden size-4 text-slate-500 sm:block" aria-hidden="true" />
      </MenuButton>
      {/* Not modal: the page stays in the accessibility tree (and scrollable) while the menu is open. */}
      <MenuItems
        modal={false}
        className="absolute top-full right-0 z-50 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg focus:outline-none"
      >
        <div className="px-3 py-2">
          <p className="truncate text-sm font-medium text-slate-900" translate={name ? 'no' : undefined}>
            {shownName}
          </p>
          {email && (
            <p className="truncate text-xs text-slate-600" translate="no">
              {email}
            </p>
          )}
        </div>
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        <MenuItem>
          <Link to={paths.userMenu(role, 'profile')} className={ITEM}>
            <UserCircleIcon className="size-5 text-slate-500" aria-hidden="true" />
            {t('Profile')}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to={paths.userMenu(role, 'settings')} className={ITEM}>
            <Cog6ToothIcon className="size-5 text-slate-500" aria-hidden="true" />
            {t('Settings')}
          </Link>
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        <MenuItem>
          <button type="button" onClick={onLogout} className={ITEM}>
            <ArrowRightStartOnRectangleIcon className="size-5 text-slate-500" aria-hidden="true" />
            {t('Logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
