import { PageTitle } from '../../components/ui/page-title.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { BusinessHours, ContactInfoCards, OfficeMap } from '../../features/contact/components/contact-info.tsx';
import { t } from '../../lib/i18n.ts';

export default function ContactRoute() {
  return (
    <>
      <PageTitle title={t('Contact')} />
      <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{t('Contact')}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t('Contact us')}</h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">
          {t(
            'Questions about a property, your account or listing a property of your own? Write to us and a real person on our Bengaluru team will answer within one working day.',
          )}
        </p>
        <div className="mt-10">
          <ContactInfoCards />
        </div>
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
          <section aria-labelledby="form-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="form-heading" className="text-xl font-semibold text-slate-900">
              {t('Send us a message')}
            </h2>
            <p className="mt-1 mb-6 text-sm text-slate-600">{t('Name, email, subject and message are required.')}</p>
            <ContactForm />
          </section>
          <div className="space-y-6">
            <BusinessHours />
            <OfficeMap />
          </div>
        </div>
      </section>
    </>
  );
}
