import { useState } from 'react';
import type { ExitProposal, Tally as TallyFigures, VoteInput } from '../../../../shared/contracts/exits.ts';
import { formatDate } from '../../../components/dashboard/format.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { apiPathOf, apiUrl } from '../../../lib/api-client.ts';
import { failureSentence, NO_ANSWER } from '../../../lib/form-submission.ts';
import { formatMoney, formatNumber, t } from '../../../lib/i18n.ts';
import { formatDeadline } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { useVote } from '../api/exit-steps.ts';
import { PROPOSAL_STATUS } from '../lib/labels.ts';

/** Basis points as a percentage with one decimal: 5230 → "52.3%". */
const percentOf = (bps: number) => formatNumber(bps / 10_000, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * The sale votes of a deal (after-funding.md §5), newest first: each proposal's price, costs, net
 * proceeds, expected date, the offer, the tally against the 50 % threshold and its outcome; a
 * holder with a weight in an open vote votes Yes or No, and may change it until it is decided.
 */
export function SaleProposals({ proposals }: { proposals: readonly ExitProposal[] }) {
  return (
    <ul className="mt-3 space-y-4">
      {proposals.map((proposal) => (
        <li key={proposal.id}>
          <SaleProposal proposal={proposal} />
        </li>
      ))}
    </ul>
  );
}

function SaleProposal({ proposal }: { proposal: ExitProposal }) {
  const timeZone = useTimeZone();
  const money = (minor: number) => formatMoney(minor, proposal.currency);
  const status = PROPOSAL_STATUS[proposal.status];
  const facts: [string, string][] = [
    [t('Sale price'), money(proposal.sale_price)],
    [t('Costs'), money(proposal.costs)],
    [t('Net proceeds'), money(proposal.net_proceeds)],
    [t('Expected on'), formatDate(proposal.expected_on)],
  ];
  if (proposal.proceeds !== null) facts.push([t('Proceeds received'), money(proposal.proceeds)]);
  return (
    <article
      className="rounded-xl border border-slate-200 p-4"
      data-testid="sale-proposal"
      aria-label={t('Sale at {price}', { price: money(proposal.sale_price) })}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{t('Sale at {price}', { price: money(proposal.sale_price) })}</h3>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-600">{term}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {proposal.note && <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{proposal.note}</p>}
      {proposal.offer_url && (
        <a
          href={apiUrl(apiPathOf(proposal.offer_url))}
          download
          className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {t('The buyer’s offer (PDF)')}
        </a>
      )}
      <Tally proposal={proposal} />
      <p className="mt-2 text-sm text-slate-600">
        {proposal.status === 'open'
          ? t('The vote closes on {date}. It passes once holders of more than half the face value vote yes.', {
              date: formatDeadline(proposal.closes_at, timeZone),
            })
          : proposal.status === 'completed'
            ? t('The property is sold; the proceeds are distributed to the holders.')
            : proposal.status === 'passed'
              ? t('The holders approved the sale; Sharestead confirms the proceeds once received.')
              : t('The holders did not approve the sale.')}
      </p>
      {proposal.status === 'open' && proposal.my_weight !== null && <VoteButtons proposal={proposal} />}
    </article>
  );
}

/** Yes and No as shares of all the face value that may vote, beside the 50 % line a decision needs. */
function Tally({ proposal }: { proposal: ExitProposal }) {
  const tally: TallyFigures = proposal.tally;
  const rows = [
    { label: t('Yes'), bps: tally.yes_bps, amount: tally.yes, bar: 'bg-green-700 dark:bg-green-500' },
    { label: t('No'), bps: tally.no_bps, amount: tally.no, bar: 'bg-red-700 dark:bg-red-400' },
  ];
  return (
    <div className="mt-4 space-y-2" data-testid="tally">
      {rows.map((row) => (
        <div key={row.label}>
          <p className="flex justify-between gap-x-3 text-sm text-slate-700">
            <span className="font-medium">{row.label}</span>{' '}
            <span className="text-right tabular-nums">
              {t('{percent} of the face value ({amount})', { percent: percentOf(row.bps), amount: formatMoney(row.amount, proposal.currency) })}
            </span>
          </p>
          <div className="relative mt-1 h-2.5 rounded-full bg-slate-200" aria-hidden="true">
            <div className={`h-full rounded-full ${row.bar}`} style={{ width: `${Math.min(row.bps, 10_000) / 100}%` }} />
            <div className="absolute inset-y-[-3px] left-1/2 w-0.5 bg-slate-800 dark:bg-slate-300" />
          </div>
        </div>
      ))}
      <p className="text-xs text-slate-600">{t('The line marks half of the face value: a decision needs more than half voting yes, or half voting no.')}</p>
    </div>
  );
}

/** A holder's Yes or No, pressed as it stands; changeable while the vote is open. */
function VoteButtons({ proposal }: { proposal: ExitProposal }) {
  const vote = useVote();
  const [problem, setProblem] = useState<string | null>(null);
  const cast = (choice: VoteInput['vote']) => {
    setProblem(null);
    vote.mutate(
      { proposalId: proposal.id, vote: choice },
      { onError: (failure) => setProblem(failureSentence(failure, t('Your vote could not be recorded. Please try again.'), t(NO_ANSWER))) },
    );
  };
  const button = (choice: VoteInput['vote'], label: string) => {
    const pressed = proposal.my_vote === choice;
    return (
      <button
        type="button"
        aria-pressed={pressed}
        disabled={vote.isPending}
        onClick={() => cast(choice)}
        className={`inline-flex min-h-11 items-center justify-center rounded-lg px-5 text-sm font-semibold ring-1 ring-inset disabled:cursor-not-allowed ${
          pressed ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-brand-800 ring-brand-700/40 hover:bg-brand-50'
        }`}
      >
        {label}
      </button>
    );
  };
  return (
    <div className="mt-4 border-t border-slate-200 pt-3" role="group" aria-label={t('Your vote')}>
      <p className="text-sm text-slate-700">
        {proposal.my_vote === null
          ? t('You vote with {amount} of face value.', { amount: formatMoney(proposal.my_weight ?? 0, proposal.currency) })
          : t('You voted {choice} with {amount} of face value; you can change your vote until it is decided.', {
              choice: proposal.my_vote === 'yes' ? t('Yes') : t('No'),
              amount: formatMoney(proposal.my_weight ?? 0, proposal.currency),
            })}
      </p>
      <div className="mt-2 flex gap-3">
        {button('yes', t('Vote yes'))}
        {button('no', t('Vote no'))}
      </div>
      {problem && (
        <div className="mt-3">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
    </div>
  );
}
