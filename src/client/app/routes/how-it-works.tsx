import { ArrowDownTrayIcon, CheckCircleIcon } from '@heroicons/react/20/solid';
import { Trans } from '../../lib/trans.tsx';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { SectionHeading } from '../../features/marketing/components/section-heading.tsx';
import { HOW_IT_WORKS_MINIMUM, HOW_IT_WORKS_STEPS, PROTECTIONS } from '../../features/marketing/content/how-it-works.ts';
import { STRATEGIES } from '../../features/marketing/content/home.ts';
import { formatMoneyWhole, t } from '../../lib/i18n.ts';

export default function HowItWorksRoute() {
  return (
    <>
      <PageTitle title={t('How It Works')} />
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{t('How it works')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{t('How Sharestead turns a property into shares you can own')}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-200">
            {t(
              'We find and check the property, a funding campaign gathers backers, and a company set up for that one property buys it. You own shares in that company, and its rent and sale proceeds come back to you.',
            )}
          </p>
          <p className="mt-6 inline-flex rounded-xl bg-white/10 px-4 py-3 text-lg ring-1 ring-white/20">
            {/* A no-break space after the colon keeps the amount on the label's line. */}
            <Trans
              id="Minimum investment: <0>{minimum}</0>"
              values={{ minimum: formatMoneyWhole(HOW_IT_WORKS_MINIMUM, 'INR') }}
              components={{ 0: <strong className="tabular text-accent-400" /> }}
            />
          </p>
        </div>
      </section>

      <section aria-labelledby="steps" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="steps" eyebrow={t('Step by step')} title={t('Your first investment, from sign-up to payout')} />
        <ol className="mt-12 space-y-6">
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li key={step.title} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-[4rem_1fr] sm:p-8">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">{index + 1}</span>
              <div>
                <h3 className="text-xl font-semibold text-slate-900">{t(step.title)}</h3>
                <p className="mt-2 leading-7 text-slate-600">{t(step.body)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="strategies" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="strategies"
            eyebrow={t('Campaign types')}
            title={t("Buy 'N' Hold or Fix 'N' Flip")}
            intro={t('Each funding campaign runs for 30 days and can be extended by 15. Its listing says which of the two plans it follows.')}
          />
          <div className="mt-10 grid gap-6 lg:grid-cols-2">
            {STRATEGIES.map((strategy) => (
              <article key={strategy.name} className="rounded-2xl border border-slate-200 bg-white p-8">
                <h3 className="text-2xl font-bold text-brand-800" translate="no">
                  {strategy.name}
                </h3>
                <p className="mt-3 leading-7 text-slate-600">{t(strategy.summary)}</p>
                <ul className="mt-5 flex flex-wrap gap-2">
                  {strategy.facts.map((fact) => (
                    <li key={fact} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                      {t(fact)}
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="protections" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="protections" eyebrow={t('Your protection')} title={t('Safeguards built into every campaign')} />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2">
          {PROTECTIONS.map((item) => (
            <li key={item} className="flex gap-3 leading-7 text-slate-700">
              <CheckCircleIcon className="mt-1 size-5 shrink-0 text-brand-600" aria-hidden="true" />
              {t(item)}
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap gap-3">
          <Link to={paths.properties} className={buttonClasses('primary')}>
            {t('See open properties')}
          </Link>
          <a href={paths.knowledgeCenter} className={buttonClasses('secondary')}>
            <ArrowDownTrayIcon className="size-4" aria-hidden="true" /> {t('Read the whitepaper (PDF)')}
          </a>
        </div>
      </section>
    </>
  );
}
