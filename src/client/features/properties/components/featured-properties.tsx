import { Alert } from '../../../components/ui/alert.tsx';
import { t } from '../../../lib/i18n.ts';
import { useFeaturedProperties } from '../api/get-featured-properties.ts';
import { PropertyGrid, PropertyGridSkeleton } from './property-card.tsx';

/** The featured listings, with a skeleton while they load. */
export function FeaturedProperties() {
  const featured = useFeaturedProperties();
  return (
    <div aria-busy={featured.isPending}>
      {featured.isPending ? (
        <PropertyGridSkeleton count={3} />
      ) : featured.isError ? (
        <Alert tone="error">{t('We could not load the featured properties. Please refresh the page.')}</Alert>
      ) : (
        <PropertyGrid properties={featured.data} />
      )}
    </div>
  );
}
