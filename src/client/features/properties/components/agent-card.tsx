import { EnvelopeIcon, PhoneIcon } from '@heroicons/react/20/solid';
import type { Agent } from '../../../../shared/contracts/properties.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { t } from '../../../lib/i18n.ts';

export function AgentCard({ agent }: { agent: Agent }) {
  return (
    <section aria-labelledby="agent-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="agent-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t('Listing agent')}
      </h2>
      <div className="mt-4 flex items-center gap-4" translate="no">
        <Avatar name={agent.name} src={agent.photo} size="md" />
        <div>
          <p className="font-semibold text-slate-900">{agent.name}</p>
          <p className="text-sm text-slate-600">{agent.company}</p>
        </div>
      </div>
      <ul className="mt-5 space-y-1 text-sm" translate="no">
        <li>
          <a href={`tel:${agent.phone.replaceAll(' ', '')}`} className="inline-flex min-h-11 items-center gap-2 text-brand-800 hover:underline">
            <PhoneIcon className="size-4" aria-hidden="true" />
            {agent.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${agent.email}`} className="inline-flex min-h-11 items-center gap-2 break-all text-brand-800 hover:underline">
            <EnvelopeIcon className="size-4 shrink-0" aria-hidden="true" />
            {agent.email}
          </a>
        </li>
      </ul>
    </section>
  );
}
