import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { useTrackRecord } from '../../features/track-record/api/get-track-record.ts';
import { TrackRecordView } from '../../features/track-record/components/track-record-view.tsx';
import { t } from '../../lib/i18n.ts';
import NotFoundRoute from './not-found.tsx';

/** /proposers/:id: a proposer's public track record; anyone else's id is the 404 page. */
export default function ProposerRoute() {
  const { id = '' } = useParams();
  const query = useTrackRecord(id);
  if (query.isPending) {
    return (
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <Alert tone="error">{t('We could not load this track record. Please refresh the page to try again.')}</Alert>
      </div>
    );
  }
  if (query.data === null) return <UnknownProposer />;
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle title={t("{name}'s track record", { name: query.data.name })} />
      <TrackRecordView record={query.data} />
    </article>
  );
}

/** As an unknown property: the 404 page at once, the address replaced so Back does not return to it. */
function UnknownProposer() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(paths.notFound, { replace: true });
  }, [navigate]);
  return <NotFoundRoute />;
}
