import { MapPinIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router';
import type { PropertySummary } from '../../../../shared/contracts/properties.ts';
import { SponsorRecord } from '../../../components/ui/reporting-health-badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { photoAlt } from '../lib/photo-scenes.ts';
import { formatPriceShort } from '../lib/price.ts';
import { PropertyFacts } from './property-facts.tsx';
import { PropertyPhoto } from './property-photo.tsx';

const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw';

/** One listing in a grid; the whole card is one link to its detail page. */
export function PropertyCard({ property, eager = false }: { property: PropertySummary; eager?: boolean }) {
  const [firstImage = ''] = property.images;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[3/2] overflow-hidden">
        <PropertyPhoto
          src={firstImage}
          alt={photoAlt(property.title, property.type, 0, t)}
          // The description names the listing, which stays as its owner wrote it.
          translate="no"
          sizes={CARD_SIZES}
          eager={eager}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        <div className="absolute top-3 left-3 flex gap-2">
          {property.featured && <span className="rounded-full bg-accent-400 px-2.5 py-1 text-xs font-semibold text-slate-950">{t('Featured')}</span>}
          {property.is_new && <span className="rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-brand-800">{t('New')}</span>}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t(property.type)}</p>
          <p className="tabular text-lg font-bold text-slate-900">₹{formatPriceShort(property.price)}</p>
        </div>
        <h3 className="mt-1 text-lg leading-snug font-semibold text-slate-900">
          <Link to={paths.property(property.id)} className="after:absolute after:inset-0" translate="no">
            {property.title}
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600" translate="no">
          <MapPinIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {property.location}
        </p>
        <PropertyFacts property={property} className="mt-4 border-t border-slate-100 pt-4" />
        {/* Once its deal reports (or fails to), the card says so, with the way to the sponsor's record above the card's own link. */}
        {property.deal?.reporting_health && (
          <SponsorRecord proposerId={property.deal.proposer_id} health={property.deal.reporting_health} className="mt-3" raised />
        )}
      </div>
    </article>
  );
}

export function PropertyCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Skeleton className="aspect-[3/2] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-4 h-4 w-full" />
      </div>
    </div>
  );
}

export function PropertyGrid({ properties, eagerCount = 0 }: { properties: readonly PropertySummary[]; eagerCount?: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {properties.map((property, index) => (
        <li key={property.id} className="flex">
          <div className="w-full">
            <PropertyCard property={property} eager={index < eagerCount} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while a list loads; the surrounding status text says what is happening. */
export function PropertyGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="listing-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <PropertyCardSkeleton key={index} />
      ))}
    </div>
  );
}
