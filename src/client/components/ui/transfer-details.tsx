import type { Deposit } from '../../../shared/contracts/wallet.ts';
import { formatMoney, t } from '../../lib/i18n.ts';
import { CopyButton } from './copy-button.tsx';

/**
 * Where to send money by bank transfer (a backer's deposit, a proposer's distribution): the
 * account and the reference to write on the transfer, with copy buttons for what is tedious to type.
 */
export function TransferDetails({ transfer }: { transfer: Pick<Deposit, 'amount' | 'currency' | 'instructions'> }) {
  const { instructions } = transfer;
  // `code`: a value to keep as it is written (names, numbers, codes), whatever the language.
  const rows: { term: string; value: string; code?: boolean; copy?: string; reference?: boolean }[] = [
    { term: t('Amount'), value: formatMoney(transfer.amount, transfer.currency) },
    { term: t('Account name'), value: instructions.account_name, code: true },
    { term: t('Bank'), value: instructions.bank, code: true },
    { term: t('Account number'), value: instructions.account_number, code: true, copy: t('Copy account number') },
    ...(instructions.ifsc ? [{ term: t('IFSC'), value: instructions.ifsc, code: true }] : []),
    ...(instructions.swift ? [{ term: t('SWIFT'), value: instructions.swift, code: true }] : []),
    { term: t('Reference'), value: instructions.reference, code: true, copy: t('Copy reference'), reference: true },
  ];
  return (
    <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
      <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="text-slate-600">{row.term}</dt>
            <dd className="-mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 font-medium text-slate-900 sm:mt-0">
              <span
                className={`tabular-nums wrap-anywhere ${row.reference ? 'font-mono text-base font-semibold' : ''}`}
                translate={row.code ? 'no' : undefined}
              >
                {row.value}
              </span>
              {row.copy && <CopyButton text={row.value} label={row.copy} />}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">{instructions.text}</p>
    </div>
  );
}
