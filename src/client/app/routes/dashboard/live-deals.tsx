import { PlusIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router';
import type { Deal } from '../../../../shared/contracts/deals.ts';
import type { Role } from '../../../../shared/roles.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { dealPaths } from '../../../config/deal-paths.ts';
import { t } from '../../../lib/i18n.ts';
import { LiveDealsPage } from '../../../features/deals/pages/live-deals-page.tsx';
import { InvestButton } from '../../../features/investing/components/invest-button.tsx';

/**
 * What the viewer may do with a deal in its modal: Edit Deal and View All Backers when the server
 * says they manage it (its proposer, the admin: `viewer_can_manage`), Invest for a backer on a
 * live deal (InvestButton shows nothing to anyone else).
 */
export function DealModalActions({ role, deal }: { role: Role; deal: Deal }) {
  const manager = deal.viewer_can_manage && role !== 'backer' ? role : null;
  return (
    <>
      {manager && (
        <>
          <Link to={dealPaths.backers(manager, deal.id)} className={buttonClasses('secondary')}>
            {t('View All Backers')}
          </Link>
          <Link to={dealPaths.deal(manager, deal.id)} className={buttonClasses('primary')}>
            {t('Edit Deal')}
          </Link>
        </>
      )}
      <InvestButton dealId={deal.id} dealName={deal.name} open={deal.status === 'pending'} initialDeal={deal} />
    </>
  );
}

/** Live Deals with each deal's actions in its modal and, for a proposer and the admin, Add New Deal leading to the deal form. */
export function LiveDealsRoute({ role }: { role: Role }) {
  return (
    <LiveDealsPage
      headerActions={
        role !== 'backer' ? (
          <Link to={dealPaths.newDeal(role)} className={buttonClasses('primary')}>
            <PlusIcon className="size-4" aria-hidden="true" />
            {t('Add New Deal')}
          </Link>
        ) : undefined
      }
      dealActions={(deal) => <DealModalActions role={role} deal={deal} />}
    />
  );
}
