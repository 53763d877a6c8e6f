import { ClockIcon, EnvelopeIcon, MapPinIcon, PhoneIcon } from '@heroicons/react/24/outline';
import { msg, t } from '../../../lib/i18n.ts';

/** Each card's lines: messages, or (`verbatim`) an address, number or email that reads the same in every language. */
const CARDS = [
  {
    title: msg('Visit us'),
    icon: MapPinIcon,
    lines: [
      { text: msg('Sharestead, Head office') },
      { text: '4th Floor, Prestige Meridian, MG Road', verbatim: true },
      { text: 'Bengaluru 560001', verbatim: true },
    ],
  },
  {
    title: msg('Call us'),
    icon: PhoneIcon,
    lines: [{ text: '+91 80 4718 2200', verbatim: true }, { text: msg('Investor helpline, toll free: 1800 572 2200') }],
    href: 'tel:+918047182200',
  },
  {
    title: msg('Email us'),
    icon: EnvelopeIcon,
    lines: [{ text: 'hello@sharestead.in', verbatim: true }, { text: msg('Sponsors: deals@sharestead.in') }],
    href: 'mailto:hello@sharestead.in',
  },
] as const;

/** Spec §2 and §9: Mon-Fri 9-6, Sat 10-4, Sun closed (each language writes its own times). */
export const BUSINESS_HOURS = [
  { days: msg('Monday - Friday'), hours: msg('9:00 AM - 6:00 PM') },
  { days: msg('Saturday'), hours: msg('10:00 AM - 4:00 PM') },
  { days: msg('Sunday'), hours: msg('Closed') },
] as const;

export function ContactInfoCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {CARDS.map((card) => (
        <li key={card.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <card.icon className="size-6" aria-hidden="true" />
          </span>
          <h2 className="mt-4 font-semibold text-slate-900">{t(card.title)}</h2>
          <div className="mt-1 text-sm leading-6 text-slate-600">
            {card.lines.map((line, index) => {
              const text = 'verbatim' in line ? line.text : t(line.text);
              const translate = 'verbatim' in line ? 'no' : undefined;
              return index === 0 && 'href' in card ? (
                <a key={line.text} href={card.href} translate={translate} className="block font-medium text-brand-800 hover:underline">
                  {text}
                </a>
              ) : (
                <p key={line.text} translate={translate}>
                  {text}
                </p>
              );
            })}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function BusinessHours() {
  return (
    <section aria-labelledby="hours-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="hours-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <ClockIcon className="size-5 text-brand-700" aria-hidden="true" /> {t('Business hours')}
      </h2>
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        {BUSINESS_HOURS.map((row) => (
          <div key={row.days} className="flex justify-between gap-4 py-2.5">
            <dt className="text-slate-700">{t(row.days)}</dt>
            <dd className="tabular font-medium text-slate-900">{t(row.hours)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600">{t('Indian Standard Time. Closed on national holidays.')}</p>
    </section>
  );
}

export function OfficeMap() {
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <img
        src="/images/office-map.webp"
        alt={t('Map of central Bengaluru with a pin on the Sharestead head office, MG Road, Bengaluru 560001')}
        width={1200}
        height={700}
        loading="lazy"
        decoding="async"
        className="h-auto w-full"
      />
      <figcaption className="px-5 py-3 text-sm text-slate-600">
        {t("Five minutes' walk from MG Road metro station (Purple Line). Visitor parking in the basement.")}
      </figcaption>
    </figure>
  );
}
