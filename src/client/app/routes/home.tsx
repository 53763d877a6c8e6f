import { ArrowRightIcon, CheckIcon, DocumentTextIcon } from '@heroicons/react/20/solid';
import { BanknotesIcon, ChartBarIcon, HomeModernIcon, ShieldCheckIcon } from '@heroicons/react/24/outline';
import { Link } from 'react-router';
import { ACCENT_BUTTON, ON_DARK_BUTTON } from '../../features/marketing/components/accent-link.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { FaqAccordion } from '../../features/marketing/components/faq-accordion.tsx';
import { RotatingHero } from '../../features/marketing/components/rotating-hero.tsx';
import { SectionHeading } from '../../features/marketing/components/section-heading.tsx';
import { DILIGENCE_DOCUMENTS, FAQ, STRATEGIES, TIMELINE, WHY_CHOOSE, WHY_SHARESTEAD_POINTS } from '../../features/marketing/content/home.ts';
import { formatMoneyWhole, t } from '../../lib/i18n.ts';

const ICONS = { banknotes: BanknotesIcon, shield: ShieldCheckIcon, home: HomeModernIcon, chart: ChartBarIcon } as const;

export default function HomeRoute() {
  return (
    <>
      <PageTitle title={t('Home')} />
      <RotatingHero />

      <section aria-labelledby="why-choose" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading
          id="why-choose"
          eyebrow={t('Why choose Sharestead')}
          title={t('Property investing without the usual barriers')}
          intro={t(
            'Owning property used to mean a large down payment, a long loan and years of looking after tenants. Sharestead keeps the returns and drops the rest.',
          )}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_CHOOSE.map((item) => {
            const Icon = ICONS[item.icon];
            return (
              <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{t(item.title)}</h3>
                <p className="mt-2 leading-7 text-slate-600">{t(item.body)}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="how-it-works" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="how-it-works" eyebrow={t('How it works')} title={t('From first look to first payout in four steps')} />
          <ol className="mt-12 grid gap-8 lg:grid-cols-4">
            {TIMELINE.map((step, index) => (
              <li key={step.title} className="relative pl-14 lg:pt-14 lg:pl-0">
                <span className="absolute top-0 left-0 inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {index + 1}
                </span>
                {index < TIMELINE.length - 1 && (
                  <span
                    className="absolute top-10 left-5 h-[calc(100%-1rem)] w-px bg-brand-200 lg:top-5 lg:left-12 lg:h-px lg:w-[calc(100%-1rem)]"
                    aria-hidden="true"
                  />
                )}
                <h3 className="text-lg font-semibold text-slate-900">{t(step.title)}</h3>
                <p className="mt-2 leading-7 text-slate-600">{t(step.body)}</p>
              </li>
            ))}
          </ol>
          <Link to={paths.howItWorks} className="mt-10 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 hover:underline">
            {t('Read the full guide')} <ArrowRightIcon className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="why-sharestead" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading
          id="why-sharestead"
          eyebrow={t('Why Sharestead')}
          title={t('Two clear strategies, chosen for each property')}
          intro={t('Every campaign follows one of two plans, so you know before you invest how long your money is committed and how much risk it carries.')}
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          {STRATEGIES.map((strategy) => (
            <article key={strategy.name} className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
              <h3 className="text-2xl font-bold text-brand-800" translate="no">
                {strategy.name}
              </h3>
              <p className="mt-3 leading-7 text-slate-600">{t(strategy.summary)}</p>
              <ul className="mt-6 space-y-3">
                {strategy.facts.map((fact) => (
                  <li key={fact} className="flex items-center gap-2 font-medium text-slate-800">
                    <CheckIcon className="size-5 text-brand-600" aria-hidden="true" />
                    {t(fact)}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
        <dl className="mt-12 grid gap-6 rounded-2xl bg-brand-900 p-8 text-white sm:grid-cols-3">
          {WHY_SHARESTEAD_POINTS.map((point) => (
            <div key={point.label} className="flex flex-col-reverse">
              <dt className="mt-2 text-brand-100">{t(point.label)}</dt>
              <dd className="tabular text-4xl font-bold text-accent-400">{'amount' in point ? formatMoneyWhole(point.amount, 'INR') : t(point.figure)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="due-diligence" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="due-diligence"
            eyebrow={t('Due diligence')}
            title={t('The documents behind every listing')}
            intro={t("Before a campaign opens, we gather and check these six documents. Backers can read each one on the property's page.")}
          />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {DILIGENCE_DOCUMENTS.map((document) => (
              <li key={document.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6">
                <DocumentTextIcon className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-slate-900">{t(document.title)}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-600">{t(document.body)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-brand-800 px-6 py-14 text-center sm:px-12">
          <h2 id="cta" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {t('Ready to own your first share?')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">
            {t('Create a free account in two minutes, browse the open campaigns and invest when a property feels right.')}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={paths.register} className={ACCENT_BUTTON}>
              {t('Create your account')}
            </Link>
            <Link to={paths.properties} className={ON_DARK_BUTTON}>
              {t('Browse properties')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="faq" className="mx-auto max-w-3xl px-4 pb-24 sm:px-6 lg:px-8">
        <SectionHeading id="faq" eyebrow={t('FAQ')} title={t('Questions backers ask us')} centered />
        <div className="mt-10">
          <FaqAccordion items={FAQ.map(({ question, answer }) => ({ question: t(question), answer: t(answer) }))} />
        </div>
      </section>
    </>
  );
}
