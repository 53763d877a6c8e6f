import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { NewsletterForm } from '../../features/messages/components/newsletter-form.tsx';
import { currentLanguage, chooseLanguage, msg, t } from '../../lib/i18n.ts';
import { LANGUAGE_NAMES, LANGUAGES, isDisplayLanguage } from '../../../shared/i18n/languages.ts';

const QUICK_LINKS = [
  { label: msg('Home'), to: paths.home },
  { label: msg('Properties'), to: paths.properties },
  { label: msg('How it works'), to: paths.howItWorks },
  { label: msg('About'), to: paths.about },
  { label: msg('Contact'), to: paths.contact },
];

const EXPLORE_LINKS = [
  { label: msg('Knowledge center'), to: paths.knowledgeCenter, external: true },
  { label: msg('Register as a backer'), to: paths.register },
  { label: msg('Propose a property'), to: paths.register },
  { label: msg('Sign in'), to: paths.login },
];

/** Simple brand glyphs drawn here, so nothing is fetched from another host. */
const SOCIAL_LINKS = [
  {
    label: msg('Sharestead on LinkedIn'),
    href: 'https://www.linkedin.com/company/sharestead',
    path: 'M4 9h3v11H4zM5.5 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5M10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.3 0 3.9 2.1 3.9 4.9V20h-3v-5.5c0-1.4 0-3-1.9-3s-2.2 1.4-2.2 2.9V20h-3z',
  },
  {
    label: msg('Sharestead on X'),
    href: 'https://x.com/sharestead',
    path: 'M17.7 3h3.1l-6.8 7.8L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
  },
  {
    label: msg('Sharestead on Instagram'),
    href: 'https://www.instagram.com/sharestead',
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5m0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9m0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5m5.3-4a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4',
  },
  {
    label: msg('Sharestead on YouTube'),
    href: 'https://www.youtube.com/@sharestead',
    path: 'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8M9.7 15V9l5.8 3z',
  },
];

export function PublicFooter() {
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <Logo inverted />
          <p className="mt-4 text-sm leading-6 text-slate-300">
            {t('Own a share of carefully vetted Indian homes and commercial spaces from ₹25,000, with the paperwork, tenants and upkeep handled for you.')}
          </p>
          <ul className="mt-5 flex gap-3" aria-label={t('Social links')}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-brand-900 text-slate-200 hover:bg-brand-800 hover:text-white"
                >
                  <span className="sr-only">{t(social.label)}</span>
                  <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" fillRule="evenodd" aria-hidden="true">
                    <path d={social.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t('Quick links')}
          </h2>
          <ul className="mt-4 space-y-1">
            {QUICK_LINKS.map((link) => (
              <li key={t(link.label)}>
                <Link to={link.to} className="inline-block py-1.5 text-sm hover:text-white">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t('Explore')}
          </h2>
          <ul className="mt-4 space-y-1">
            {EXPLORE_LINKS.map((link) => (
              <li key={t(link.label)}>
                {link.external ? (
                  <a href={link.to} className="inline-block py-1.5 text-sm hover:text-white">
                    {t(link.label)}
                  </a>
                ) : (
                  <Link to={link.to} className="inline-block py-1.5 text-sm hover:text-white">
                    {t(link.label)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('Stay in the loop')}</h2>
          <p className="mt-4 text-sm text-slate-300">{t('One short email a month: new properties, payouts and market notes.')}</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-brand-900">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p className="text-xs text-slate-400">
            {t(
              '© {year} Sharestead Technologies Pvt. Ltd. Investments in real estate carry risk, including the loss of capital; past returns do not promise future ones.',
              { year: new Date().getFullYear() },
            )}
          </p>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}

/** The visitor's language: the browser's preference at first, then this choice, kept in a cookie. */
function LanguageSwitch() {
  return (
    <label className="flex shrink-0 items-center gap-2 text-xs text-slate-300">
      {t('Language')}
      <select
        value={currentLanguage()}
        onChange={(event) => {
          if (isDisplayLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
        className="rounded-md border border-brand-800 bg-brand-900 py-1.5 pr-8 pl-2 text-sm text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language} translate="no">
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
