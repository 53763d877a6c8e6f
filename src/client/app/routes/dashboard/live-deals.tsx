import { LiveDealsPage } from '../../../features/deals/pages/live-deals-page.tsx';
import { InvestButton } from '../../../features/investing/components/invest-button.tsx';

/** Live Deals with the investing feature's Invest in each deal's modal (shown to backers on a live deal). */
export function LiveDealsRoute() {
  return (
    <LiveDealsPage
      dealActions={(deal) => (
        <InvestButton dealId={deal.id} dealName={deal.name} open={deal.status === 'pending'} initialDeal={deal} />
      )}
    />
  );
}
