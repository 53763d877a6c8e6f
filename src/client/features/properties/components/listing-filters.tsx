import { MagnifyingGlassIcon } from '@heroicons/react/20/solid';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  MAX_PRICE_OPTIONS,
  PRICE_OPTIONS,
  SORT_OPTIONS,
  TYPE_OPTIONS,
  type FilterOption,
} from '../../../../shared/contracts/property.ts';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { formatMoneyWhole, msg, t } from '../../../lib/i18n.ts';
import { filterValue, LOCATION_OPTIONS, type FilterKey, type ListingState } from '../lib/listing-params.ts';

/**
 * How a filter's options read: as messages, as the price of their value in the interface's
 * language, or as written (city names, "3+"). The empty option ("Any", "No min") is a message.
 */
type OptionText = 'message' | 'price' | 'verbatim';

const FILTERS: { key: FilterKey; label: string; options: readonly FilterOption[]; text: OptionText }[] = [
  { key: 'location', label: msg('Location'), options: LOCATION_OPTIONS, text: 'verbatim' },
  { key: 'type', label: msg('Type'), options: TYPE_OPTIONS, text: 'message' },
  { key: 'minPrice', label: msg('Min price'), options: PRICE_OPTIONS, text: 'price' },
  { key: 'maxPrice', label: msg('Max price'), options: MAX_PRICE_OPTIONS, text: 'price' },
  { key: 'bedrooms', label: msg('Bedrooms'), options: BEDROOM_OPTIONS, text: 'verbatim' },
  { key: 'bathrooms', label: msg('Bathrooms'), options: BATHROOM_OPTIONS, text: 'verbatim' },
];

function optionText(option: FilterOption, text: OptionText): string {
  if (option.value === '' || text === 'message') return t(option.label);
  // The value of a price option is whole rupees.
  return text === 'price' ? formatMoneyWhole(Number(option.value) * 100, 'INR') : option.label;
}

export function ListingSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative flex-1">
      <label htmlFor="listing-search" className="sr-only">
        {t('Search')}
      </label>
      <MagnifyingGlassIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      <input
        id="listing-search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('Search by name or city')}
        className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3.5 pl-11 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-3 focus:ring-brand-500/25 focus:outline-none sm:text-sm"
      />
    </div>
  );
}

export function ListingSort({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <SelectField label={t('Sort')} value={value} onChange={(event) => onChange(event.target.value)} className="sm:w-56">
      {SORT_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {t(option.label)}
        </option>
      ))}
    </SelectField>
  );
}

/** The six filter selects of spec §3/§9; each change is written to the URL by the caller. */
export function ListingFilters({ state, onChange }: { state: ListingState; onChange: (key: FilterKey, value: string) => void }) {
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
      {FILTERS.map((filter) => (
        <SelectField
          key={filter.key}
          label={t(filter.label)}
          value={filterValue(state, filter.key)}
          onChange={(event) => onChange(filter.key, event.target.value)}
        >
          {filter.options.map((option) => (
            <option key={option.value} value={option.value} translate={option.value && filter.text === 'verbatim' ? 'no' : undefined}>
              {optionText(option, filter.text)}
            </option>
          ))}
        </SelectField>
      ))}
    </div>
  );
}
