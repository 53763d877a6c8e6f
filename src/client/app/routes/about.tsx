import { PageTitle } from '../../components/ui/page-title.tsx';
import { SectionHeading } from '../../features/marketing/components/section-heading.tsx';
import { TEAM, VALUES } from '../../features/marketing/content/about.ts';
import { t } from '../../lib/i18n.ts';

export default function AboutRoute() {
  return (
    <>
      <PageTitle title={t('About')} />
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{t('About us')}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t('About Sharestead')}</h1>
        <div className="mt-8 grid gap-8 text-lg leading-8 text-slate-700 lg:grid-cols-2">
          <p>
            {t(
              'Property has built more family wealth in India than any other asset, yet a good home in a growing city now costs more than most people save in a lifetime. Sharestead was founded in Bengaluru to change who gets to own it.',
            )}
          </p>
          <p>
            {t(
              'We find well-located homes, check them as carefully as a bank would, and divide each one into shares. Backers invest from a few thousand rupees, sponsors raise capital faster, and our team handles the tenants, taxes and paperwork in between.',
            )}
          </p>
        </div>
      </section>

      <section aria-labelledby="values" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="values" eyebrow={t('What we stand for')} title={t('How we make decisions')} />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {VALUES.map((value) => (
              <li key={value.title} className="rounded-2xl border border-slate-200 bg-white p-6">
                <h3 className="text-lg font-semibold text-brand-800">{t(value.title)}</h3>
                <p className="mt-2 leading-7 text-slate-600">{t(value.body)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading
          id="team"
          eyebrow={t('Our team')}
          title={t('The people who check every deal')}
          intro={t('Investors, lawyers and engineers who have spent their careers in Indian real estate and finance.')}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((person) => (
            <li key={person.name} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <img
                src={person.photo}
                alt={t('Portrait of {name}', { name: person.name })}
                // The name in the description stays as the person writes it.
                translate="no"
                width={256}
                height={256}
                loading="lazy"
                decoding="async"
                className="mx-auto size-32 rounded-full bg-slate-100 object-cover ring-4 ring-brand-50"
              />
              <h3 className="mt-4 text-lg font-semibold text-slate-900" translate="no">
                {person.name}
              </h3>
              <p className="text-sm font-medium text-brand-700">{t(person.role)}</p>
              <p className="mt-2 text-sm leading-6 text-slate-600">{t(person.bio)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
