import { Bars3Icon, XMarkIcon } from '@heroicons/react/24/outline';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { t } from '../../lib/i18n.ts';
import { useLogout } from '../../lib/use-logout.ts';
import { useSession } from '../../lib/use-session.ts';
import { buttonClasses } from '../ui/button.tsx';
import { Logo } from '../ui/logo.tsx';
import { headerLinks, type SiteLink } from './site-links.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'text-brand-800 bg-brand-50' : 'text-slate-700 hover:text-brand-800 hover:bg-slate-50'
  }`;

function HeaderLink({ link, className }: { link: SiteLink; className?: string }) {
  if (link.external) {
    return (
      <a href={link.to} className={className ?? linkClass({ isActive: false })}>
        {t(link.label)}
      </a>
    );
  }
  return (
    <NavLink to={link.to} end className={className ? () => className : linkClass}>
      {t(link.label)}
    </NavLink>
  );
}

/** The public header; signed in, it adds Dashboard and Logout in place of Login. */
export function PublicHeader() {
  const session = useSession();
  const logout = useLogout();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const links = headerLinks(session?.role ?? null);

  useEffect(() => setMenuOpen(false), [location.pathname]);

  const accountActions = session ? (
    <>
      <NavLink to={paths.dashboard(session.role)} className={linkClass}>
        {t('Dashboard')}
      </NavLink>
      <button type="button" onClick={logout} className={buttonClasses('secondary', 'min-h-10 px-4')}>
        {t('Logout')}
      </button>
    </>
  ) : (
    <Link to={paths.login} className={buttonClasses('primary', 'min-h-10 px-4')}>
      {t('Login')}
    </Link>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={session ? paths.roleHome(session.role) : paths.home} aria-label={t('Sharestead home')}>
          <Logo />
        </Link>
        <nav aria-label={t('Main')} className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <HeaderLink key={link.label} link={link} />
          ))}
        </nav>
        <div className="hidden items-center gap-2 lg:flex">{accountActions}</div>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{menuOpen ? t('Close menu') : t('Open menu')}</span>
          {menuOpen ? <XMarkIcon className="size-6" aria-hidden="true" /> : <Bars3Icon className="size-6" aria-hidden="true" />}
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label={t('Mobile')} className="border-t border-slate-200 px-4 pt-2 pb-4 lg:hidden">
          <div className="flex flex-col">
            {links.map((link) => (
              <HeaderLink key={link.label} link={link} className="rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-50" />
            ))}
          </div>
          <div className="mt-3 flex items-center gap-3 border-t border-slate-200 pt-3">{accountActions}</div>
        </nav>
      )}
    </header>
  );
}
