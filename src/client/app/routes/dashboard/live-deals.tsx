import { PlusIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router';
import type { Role } from '../../../../shared/roles.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { dealPaths } from '../../../config/deal-paths.ts';
import { LiveDealsPage } from '../../../features/deals/pages/live-deals-page.tsx';
import { InvestButton } from '../../../features/investing/components/invest-button.tsx';

/**
 * Live Deals with the investing feature's Invest in each deal's modal (shown to backers on a live
 * deal) and, for a proposer, Add New Deal leading to the deal form. The API lets the admin create
 * a deal too, but the form lives in the proposer's dashboard, which the admin does not enter.
 */
export function LiveDealsRoute({ role }: { role: Role }) {
  return (
    <LiveDealsPage
      headerActions={
        role === 'proposer' ? (
          <Link to={dealPaths.newDeal} className={buttonClasses('primary')}>
            <PlusIcon className="size-4" aria-hidden="true" />
            Add New Deal
          </Link>
        ) : undefined
      }
      dealActions={(deal) => (
        <InvestButton dealId={deal.id} dealName={deal.name} open={deal.status === 'pending'} initialDeal={deal} />
      )}
    />
  );
}
