import type { PropertySummary } from '../../../../shared/contracts/properties.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { formatArea } from '../lib/price.ts';

/** Bedrooms, bathrooms and area, as a short description list. */
export function PropertyFacts({ property, className = '' }: { property: PropertySummary; className?: string }) {
  const facts = [
    { label: msg('Bedrooms'), value: String(property.bedrooms) },
    { label: msg('Bathrooms'), value: String(property.bathrooms) },
    { label: msg('Area'), value: formatArea(property.area_sqft) },
  ];
  return (
    <dl className={`grid grid-cols-3 gap-2 text-sm ${className}`}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-xs text-slate-600">{t(fact.label)}</dt>
          <dd className="tabular font-semibold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
