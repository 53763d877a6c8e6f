import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { t } from '../../../lib/i18n.ts';

export function PropertyDetailSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p role="status" className="sr-only">
        {t('Loading property…')}
      </p>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-4 h-9 w-2/3" />
      <Skeleton className="mt-3 h-5 w-1/3" />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div>
          <Skeleton className="aspect-[3/2] w-full rounded-2xl" />
          <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="aspect-[3/2] w-full" />
            ))}
          </div>
        </div>
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    </div>
  );
}
