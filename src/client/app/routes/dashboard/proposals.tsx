import { Route, Routes, useParams } from 'react-router';
import NotFoundPage from '../not-found.tsx';
import { EditDealPage, NewDealPage } from '../../../features/proposals/pages/deal-editor-page.tsx';
import { MyDealsPage } from '../../../features/proposals/pages/my-deals-page.tsx';
import { ReviewDealPage } from '../../../features/proposals/pages/review-deal-page.tsx';
import { ReviewQueuePage } from '../../../features/proposals/pages/review-queue-page.tsx';

function EditDeal() {
  return <EditDealPage dealId={useParams().id ?? ''} />;
}

function ReviewDeal() {
  return <ReviewDealPage dealId={useParams().id ?? ''} />;
}

/** /proposer_dashboard/deals: My Deals, the form of a new deal and of a saved one (in one chunk, off the first load). */
export function ProposerDealsRoutes() {
  return (
    <Routes>
      <Route index element={<MyDealsPage />} />
      <Route path="new" element={<NewDealPage />} />
      <Route path=":id" element={<EditDeal />} />
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
