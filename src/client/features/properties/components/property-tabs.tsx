import { CheckCircleIcon, MapPinIcon } from '@heroicons/react/20/solid';
import type { Property } from '../../../../shared/contracts/properties.ts';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import { formatArea, formatPriceShort, formatRupees, paiseToRupees } from '../lib/price.ts';

/** Overview, features and location, as tabs (role="tab", arrow keys between them). */
export function PropertyTabs({ property }: { property: Property }) {
  const facts = [
    { label: msg('Type'), value: t(property.type) },
    { label: msg('Price'), value: `${formatRupees(paiseToRupees(property.price))} (₹${formatPriceShort(property.price)})` },
    { label: msg('Area'), value: formatArea(property.area_sqft) },
    { label: msg('Bedrooms'), value: String(property.bedrooms) },
    { label: msg('Bathrooms'), value: String(property.bathrooms) },
    { label: msg('Year built'), value: String(property.year_built) },
  ];
  const overview = (
    <>
      <p className="leading-7 text-slate-700" translate="no">
        {property.description}
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-4 rounded-xl bg-slate-50 p-5 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t(fact.label)}</dt>
            <dd className="tabular mt-1 font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
  const features = (
    <ul className="grid gap-3 sm:grid-cols-2" translate="no">
      {property.features.map((feature) => (
        <li key={feature} className="flex items-start gap-2 text-slate-700">
          <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          {feature}
        </li>
      ))}
    </ul>
  );
  const location = (
    <div translate="no">
      <p className="flex items-center gap-1.5 font-semibold text-slate-900">
        <MapPinIcon className="size-5 text-brand-700" aria-hidden="true" />
        {property.location}
      </p>
      <p className="mt-3 leading-7 text-slate-700">{property.location_description}</p>
    </div>
  );
  return (
    <Tabs
      label={t('About this property')}
      items={[
        { label: t('Overview'), panel: overview },
        { label: t('Features'), panel: features },
        { label: t('Location'), panel: location },
      ]}
    />
  );
}
