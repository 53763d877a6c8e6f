import type { Deposit } from '../../../../shared/contracts/wallet.ts';
import { formatMoney } from '../../../lib/money.ts';
import { CopyButton } from './copy-button.tsx';

/**
 * Where to send a deposit's money: the escrow account and the reference to write on the transfer,
 * with copy buttons for what is tedious to type.
 */
export function TransferDetails({ deposit }: { deposit: Pick<Deposit, 'amount' | 'currency' | 'instructions'> }) {
  const { instructions } = deposit;
  const rows: { term: string; value: string; copy?: string }[] = [
    { term: 'Amount', value: formatMoney(deposit.amount, deposit.currency) },
    { term: 'Account name', value: instructions.account_name },
    { term: 'Bank', value: instructions.bank },
    { term: 'Account number', value: instructions.account_number, copy: 'Copy account number' },
    ...(instructions.ifsc ? [{ term: 'IFSC', value: instructions.ifsc }] : []),
    ...(instructions.swift ? [{ term: 'SWIFT', value: instructions.swift }] : []),
    { term: 'Reference', value: instructions.reference, copy: 'Copy reference' },
  ];
  return (
    <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
      <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="text-slate-600">{row.term}</dt>
            <dd className="-mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 font-medium text-slate-900 sm:mt-0">
              <span className={`tabular-nums wrap-anywhere ${row.term === 'Reference' ? 'font-mono text-base font-semibold' : ''}`}>{row.value}</span>
              {row.copy && <CopyButton text={row.value} label={row.copy} />}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">{instructions.text}</p>
    </div>
  );
}
