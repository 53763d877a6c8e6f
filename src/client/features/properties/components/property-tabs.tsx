import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { CheckCircleIcon, MapPinIcon } from '@heroicons/react/20/solid';
import type { Property } from '../../../../shared/contracts/property.ts';
import { formatRupees, parsePriceText } from '../lib/price.ts';

const TABS = ['Overview', 'Features', 'Location'] as const;

/** Overview, features and location: Headless UI tabs (role="tab", arrow keys between them). */
export function PropertyTabs({ property }: { property: Property }) {
  const rupees = parsePriceText(property.price);
  const facts = [
    { label: 'Type', value: property.type },
    { label: 'Price', value: Number.isNaN(rupees) ? `₹${property.price}` : `${formatRupees(rupees)} (₹${property.price})` },
    { label: 'Area', value: property.area },
    { label: 'Bedrooms', value: String(property.bedrooms) },
    { label: 'Bathrooms', value: String(property.bathrooms) },
    { label: 'Year built', value: String(property.yearBuilt) },
  ];
  return (
    <TabGroup>
      <TabList className="flex gap-1 border-b border-slate-200">
        {TABS.map((name) => (
          <Tab
            key={name}
            className="-mb-px min-h-11 border-b-2 border-transparent px-4 text-sm font-semibold text-slate-600 hover:text-slate-900 data-selected:border-brand-700 data-selected:text-brand-800"
          >
            {name}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-6">
        <TabPanel>
          <p className="leading-7 text-slate-700">{property.description}</p>
          <dl className="mt-6 grid grid-cols-2 gap-4 rounded-xl bg-slate-50 p-5 sm:grid-cols-3">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{fact.label}</dt>
                <dd className="tabular mt-1 font-semibold text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </TabPanel>
        <TabPanel>
          <ul className="grid gap-3 sm:grid-cols-2">
            {property.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-slate-700">
                <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </TabPanel>
        <TabPanel>
          <p className="flex items-center gap-1.5 font-semibold text-slate-900">
            <MapPinIcon className="size-5 text-brand-700" aria-hidden="true" />
            {property.location}
          </p>
          <p className="mt-3 leading-7 text-slate-700">{property.locationDescription}</p>
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}
