import { MagnifyingGlassIcon } from '@heroicons/react/20/solid';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  MAX_PRICE_OPTIONS,
  PRICE_OPTIONS,
  SORT_OPTIONS,
  TYPE_OPTIONS,
} from '../../../../shared/contracts/property.ts';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { filterValue, LOCATION_OPTIONS, type FilterKey, type ListingState } from '../lib/listing-params.ts';

const FILTERS: { key: FilterKey; label: string; options: readonly { value: string; label: string }[] }[] = [
  { key: 'location', label: 'Location', options: LOCATION_OPTIONS },
  { key: 'type', label: 'Type', options: TYPE_OPTIONS },
  { key: 'minPrice', label: 'Min price', options: PRICE_OPTIONS },
  { key: 'maxPrice', label: 'Max price', options: MAX_PRICE_OPTIONS },
  { key: 'bedrooms', label: 'Bedrooms', options: BEDROOM_OPTIONS },
  { key: 'bathrooms', label: 'Bathrooms', options: BATHROOM_OPTIONS },
];

export function ListingSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative flex-1">
      <label htmlFor="listing-search" className="sr-only">
        Search
      </label>
      <MagnifyingGlassIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      <input
        id="listing-search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search by name or city"
        className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3.5 pl-11 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-3 focus:ring-brand-500/25 focus:outline-none sm:text-sm"
      />
    </div>
  );
}

export function ListingSort({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <SelectField label="Sort" value={value} onChange={(event) => onChange(event.target.value)} className="sm:w-56">
      {SORT_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
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
          label={filter.label}
          value={filterValue(state, filter.key)}
          onChange={(event) => onChange(filter.key, event.target.value)}
        >
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      ))}
    </div>
  );
}
