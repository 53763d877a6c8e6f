import { OpenOrders } from '../../../features/exits/components/open-orders.tsx';
import { SellOrder } from '../../../features/exits/components/sell-order.tsx';
import { PortfolioPage } from '../../../features/investing/pages/portfolio-page.tsx';

/**
 * The backer's Portfolio with the exits feature's parts (after-funding.md §5): Sell on a holding of
 * a funded deal while its exit window is open, and the backer's exit orders below the holdings.
 */
export function PortfolioRoute() {
  return (
    <PortfolioPage
      holdingActions={(holding, returns) =>
        holding.deal_lifecycle === 'funded' && returns ? <SellOrder dealId={holding.deal_id} dealName={holding.name} faceValue={returns.face_value} /> : null
      }
    >
      <OpenOrders />
    </PortfolioPage>
  );
}
