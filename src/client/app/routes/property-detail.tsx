import { ArrowLeftIcon, MapPinIcon } from '@heroicons/react/20/solid';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { useProperty } from '../../features/properties/api/get-property.ts';
import { AgentCard } from '../../features/properties/components/agent-card.tsx';
import { EnquiryForm } from '../../features/properties/components/enquiry-form.tsx';
import { PropertyDetailSkeleton } from '../../features/properties/components/property-detail-skeleton.tsx';
import { PropertyFacts } from '../../features/properties/components/property-facts.tsx';
import { PropertyGallery } from '../../features/properties/components/property-gallery.tsx';
import { PropertyTabs } from '../../features/properties/components/property-tabs.tsx';
import { formatPriceShort } from '../../features/properties/lib/price.ts';
import { FundingPanel } from '../../features/investing/components/funding-panel.tsx';
import { documentWasNotFound } from '../../lib/document-status.ts';
import { t } from '../../lib/i18n.ts';
import { useSession } from '../../lib/use-session.ts';
import NotFoundRoute from './not-found.tsx';

// A funded deal's valuations and distributions: their code (and the chart's) loads only on such a page.
const FundedDealSections = lazy(() => import('../../features/properties/components/funded-deal-sections.tsx'));
// The sponsor's reporting health and record, on the page of a property with a deal only: one without loads none of it.
const SponsorRecord = lazy(() => import('../../components/ui/reporting-health-badge.tsx').then((module) => ({ default: module.SponsorRecord })));
// Promised vs actual, of a funded deal only, with its chart (the chart card loads Chart.js after the figures).
const PromisedVsActual = lazy(() =>
  import('../../features/performance/components/promised-vs-actual.tsx').then((module) => ({ default: module.PromisedVsActual })),
);
// A funded or exited deal's exit windows and sale votes, then a Fix 'N' Flip deal's draws: one chunk of their own, as the funded sections.
const ExitsAndDraws = lazy(() => import('./property/exits-and-draws.tsx'));
// Questions and answers, of a live or funded deal only.
const AcceptedReports = lazy(() => import('../../features/reports/components/accepted-reports.tsx'));
const QuestionsSection = lazy(() => import('../../features/questions/components/questions-section.tsx'));
const DEALS_WITH_QUESTIONS = new Set(['live', 'funded']);

export default function PropertyDetailRoute() {
  const { pathname } = useLocation();
  // The server already said this property does not exist: show the 404 page without a skeleton first.
  return documentWasNotFound(pathname) ? <UnknownProperty /> : <PropertyDetail />;
}

/**
 * An unknown id sends the visitor to /not-found (spec §8): the 404 page shows at once, and the
 * address is replaced, so Back does not return to the unknown id. The navigation runs in a
 * transition, so this page stays on screen until /not-found's own is ready: nothing flashes.
 */
function UnknownProperty() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(paths.notFound, { replace: true });
  }, [navigate]);
  return <NotFoundRoute />;
}

function PropertyDetail() {
  const { id = '' } = useParams();
  const query = useProperty(id);
  // A signed-in person's name and email (the session's) start the enquiry form, still editable.
  const sender = useSession()?.user;

  if (query.isPending) return <PropertyDetailSkeleton />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <Alert tone="error">{t('We could not load this property. Please refresh the page to try again.')}</Alert>
      </div>
    );
  }
  // An unknown id is an answer, not an error.
  if (query.data === null) return <UnknownProperty />;

  const property = query.data;
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <PageTitle title={property.title} />
      <Link to={paths.properties} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline">
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> {t('All properties')}
      </Link>
      <header className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <div className="flex flex-wrap gap-2">
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">{t(property.type)}</span>
            {property.featured && <span className="rounded-full bg-accent-400 px-2.5 py-1 text-xs font-semibold text-slate-950">{t('Featured')}</span>}
            {property.is_new && <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800">{t('New listing')}</span>}
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" translate="no">
            {property.title}
          </h1>
          <p className="mt-2 flex items-center gap-1.5 text-slate-600" translate="no">
            <MapPinIcon className="size-5 text-slate-500" aria-hidden="true" />
            {property.location}
          </p>
        </div>
        <div className="sm:text-right">
          {property.deal && (
            // Its line's height is kept while it loads, so nothing moves when it appears.
            <Suspense fallback={<div className="mb-3 h-6" />}>
              <SponsorRecord proposerId={property.deal.proposer_id} health={property.deal.reporting_health} className="mb-3 min-h-6 sm:justify-end" />
            </Suspense>
          )}
          <p className="text-sm text-slate-600">{t('Property value')}</p>
          <p className="tabular text-3xl font-bold text-brand-800">₹{formatPriceShort(property.price)}</p>
        </div>
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0">
          <PropertyGallery property={property} />
          <PropertyFacts property={property} className="mt-6 rounded-xl border border-slate-200 p-4" />
          <div className="mt-8">
            <PropertyTabs property={property} />
          </div>
          {(property.deal?.lifecycle === 'funded' || property.deal?.lifecycle === 'exited') && (
            <Suspense>
              <FundedDealSections
                dealId={property.deal.id}
                beforeDistributions={
                  <>
                    <PromisedVsActual dealId={property.deal.id} />
                    <AcceptedReports dealId={property.deal.id} />
                  </>
                }
              >
                <ExitsAndDraws dealId={property.deal.id} />
              </FundedDealSections>
            </Suspense>
          )}
          {property.deal && DEALS_WITH_QUESTIONS.has(property.deal.lifecycle) && (
            <Suspense>
              <QuestionsSection key={property.deal.id} dealId={property.deal.id} propertyId={property.id} />
            </Suspense>
          )}
        </div>
        <aside className="space-y-6" aria-label={property.deal ? t('Funding, enquiry and agent') : t('Enquiry and agent')}>
          {property.deal && <FundingPanel key={property.deal.id} propertyId={property.id} propertyTitle={property.title} summary={property.deal} />}
          <EnquiryForm key={property.id + (sender?.email ?? '')} propertyId={property.id} propertyTitle={property.title} sender={sender} />
          <AgentCard agent={property.agent} />
        </aside>
      </div>
    </article>
  );
}
