import { CARD } from '../../../components/ui/page-header.tsx';
import { formatMoneyWhole } from '../../../../shared/money-format.ts';
import { useBackers } from '../api/get-backers.ts';

const STATUS_LABELS = { committed: 'Committed', funded: 'Funded', refunded: 'Refunded', cancelled: 'Cancelled' } as const;

function consentText(consent: boolean | null) {
  if (consent === null) return 'Not asked or no answer yet';
  return consent ? 'Stays in' : 'Declined';
}

/** View All Backers: one row per commitment (name, amount, status, extension consent). */
export function BackersTable({ dealId }: { dealId: string }) {
  const backers = useBackers(dealId);
  return (
    <section className={`${CARD} overflow-hidden`} aria-labelledby="backers-heading">
      <h2 id="backers-heading" className="px-5 pt-5 text-lg font-semibold text-slate-900">
        Backers
      </h2>
      {backers.isPending && <p className="px-5 py-4 text-sm text-slate-600">Loading backers…</p>}
      {backers.isError && (
        <p className="px-5 py-4 text-sm text-red-700" role="alert">
          {backers.error.message}
        </p>
      )}
      {backers.data && backers.data.items.length === 0 && <p className="px-5 py-4 text-sm text-slate-600">No one has backed this deal yet.</p>}
      {backers.data && backers.data.items.length > 0 && (
        <div className="mt-3 overflow-x-auto focus-visible:outline-offset-[-3px]" tabIndex={0} role="region" aria-label="Backers">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Backers of this deal</caption>
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">Name</th>
                <th scope="col" className="px-5 py-3 text-right font-semibold">Amount</th>
                <th scope="col" className="px-5 py-3 font-semibold">Status</th>
                <th scope="col" className="px-5 py-3 font-semibold">Extension consent</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {backers.data.items.map((row) => (
                <tr key={row.commitment_id}>
                  <th scope="row" className="px-5 py-3 text-left font-medium text-slate-900">{row.name}</th>
                  <td className="px-5 py-3 text-right tabular-nums">{formatMoneyWhole(row.amount, row.currency)}</td>
                  <td className="px-5 py-3">{STATUS_LABELS[row.status]}</td>
                  <td className="px-5 py-3">{consentText(row.extension_consent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
