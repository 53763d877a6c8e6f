import { Route, Routes, useParams } from 'react-router';
import type { Role } from '../../../../shared/roles.ts';
import NotFoundPage from '../not-found.tsx';
import type { DealPagesRole } from '../../../config/deal-paths.ts';
import { DealDistributionsPage } from '../../../features/distributions/pages/deal-distributions-page.tsx';
import { DealDrawsPage } from '../../../features/draws/pages/deal-draws-page.tsx';
import { ProposeSalePage } from '../../../features/exits/pages/propose-sale-page.tsx';
import { BackersPage } from '../../../features/proposals/pages/backers-page.tsx';
import { EditDealPage, NewDealPage } from '../../../features/proposals/pages/deal-editor-page.tsx';
import { MyDealsPage } from '../../../features/proposals/pages/my-deals-page.tsx';
import { ReviewDealPage } from '../../../features/proposals/pages/review-deal-page.tsx';
import { ReviewQueuePage } from '../../../features/proposals/pages/review-queue-page.tsx';
import { DealReportsPage } from '../../../features/reports/pages/deal-reports-page.tsx';
import { QuestionsToAnswer } from '../../../features/questions/components/questions-to-answer.tsx';
import { useDeal } from '../../../api/get-deal.ts';
import { DealValuationsPage } from '../../../features/valuations/pages/deal-valuations-page.tsx';

/** The deal's form, and below it, once the deal is live or funded, the questions waiting for an answer. */
function EditDeal() {
  const dealId = useParams().id ?? '';
  // The form's own query (the same cache entry): its lifecycle says whether people can ask yet.
  const { data } = useDeal(dealId, { staleTime: 0 });
  return (
    <>
      <EditDealPage dealId={dealId} />
      {data && (data.lifecycle === 'live' || data.lifecycle === 'funded') && <QuestionsToAnswer dealId={dealId} propertyId={data.property_id} />}
    </>
  );
}

function Backers({ role }: { role: DealPagesRole }) {
  return <BackersPage dealId={useParams().id ?? ''} role={role} />;
}

function Distributions({ role }: { role: DealPagesRole }) {
  return <DealDistributionsPage dealId={useParams().id ?? ''} role={role} />;
}

function Draws({ role }: { role: DealPagesRole }) {
  return <DealDrawsPage dealId={useParams().id ?? ''} role={role} />;
}

function Sale({ role }: { role: DealPagesRole }) {
  return <ProposeSalePage dealId={useParams().id ?? ''} role={role} />;
}

function Reports({ role }: { role: DealPagesRole }) {
  return <DealReportsPage dealId={useParams().id ?? ''} role={role} />;
}

function Valuations() {
  return <DealValuationsPage dealId={useParams().id ?? ''} />;
}

function ReviewDeal() {
  return <ReviewDealPage dealId={useParams().id ?? ''} />;
}

/**
 * …/deals: a deal's form (new or saved), its backers and (once funded) its distributions, draws and sale, the same
 * pages for its proposer and the admin, and the admin's valuations of a funded deal; the proposer's My Deals at the top (the admin reaches deals from Live Deals and Reviews,
 * so has no list there). One chunk, off the first load.
 */
export function DealsRoutes({ role }: { role: Role }) {
  // Only a proposer's and the admin's dashboards route deals (paths.ts).
  const dealsRole: DealPagesRole = role === 'admin' ? 'admin' : 'proposer';
  return (
    <Routes>
      {dealsRole === 'proposer' && <Route index element={<MyDealsPage />} />}
      <Route path="new" element={<NewDealPage />} />
      <Route path=":id" element={<EditDeal />} />
      <Route path=":id/backers" element={<Backers role={dealsRole} />} />
      <Route path=":id/distributions" element={<Distributions role={dealsRole} />} />
      <Route path=":id/draws" element={<Draws role={dealsRole} />} />
      <Route path=":id/reports" element={<Reports role={dealsRole} />} />
      <Route path=":id/sale" element={<Sale role={dealsRole} />} />
      {dealsRole === 'admin' && <Route path=":id/valuations" element={<Valuations />} />}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** /admin_dashboard/reviews: the queue and one deal's review. */
export function AdminReviewsRoutes() {
  return (
    <Routes>
      <Route index element={<ReviewQueuePage />} />
      <Route path=":id" element={<ReviewDeal />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
