import { useDeferredValue, useState } from 'react';
import type { UserListItem } from '../../../../shared/contracts/users.ts';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { formatNumber, t } from '../../../lib/i18n.ts';
import { useProposers } from '../api/get-proposers.ts';
import { Section } from './deal-form-fields.tsx';

/**
 * The proposer an admin's new deal is for (POST /api/deals `proposer_id`): the deal is theirs from
 * then on, so they submit and publish it; the admin edits it until it is live and reviews it.
 */
export function ProposerPicker({ value, onChange, error }: { value: string; onChange: (id: string) => void; error: string | undefined }) {
  const [search, setSearch] = useState('');
  const proposers = useProposers(useDeferredValue(search.trim()));
  // The chosen proposer stays an option while a search that does not match them is shown.
  const [chosen, setChosen] = useState<UserListItem | null>(null);
  const found = proposers.data?.items ?? [];
  const options = chosen && chosen.id === value && !found.some((item) => item.id === chosen.id) ? [chosen, ...found] : found;
  const total = proposers.data?.total ?? 0;

  let hint: string | undefined;
  if (proposers.data && total === 0) hint = search.trim() ? t('No proposer matches this search.') : t('There are no proposers yet.');
  else if (total > found.length)
    hint = t('Showing {shown} of {total} proposers: search to narrow them.', { shown: formatNumber(found.length), total: formatNumber(total) });

  return (
    <Section
      title={t('Proposer')}
      description={t('Whose deal this is: they are told, find it in My Deals and submit it for review. You can edit it until it goes live.')}
    >
      <TextField
        label={t('Find a proposer')}
        type="search"
        placeholder={t('Name or email')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label={t('Proposer')}
        markRequired
        value={value}
        hint={hint}
        error={error ?? (proposers.isError ? t('The proposers could not be loaded. Reload the page to try again.') : undefined)}
        onChange={(event) => {
          setChosen(options.find((item) => item.id === event.target.value) ?? null);
          onChange(event.target.value);
        }}
      >
        <option value="">{proposers.isPending ? t('Loading proposers…') : t('Choose a proposer')}</option>
        {options.map((item) => (
          <option key={item.id} value={item.id} translate="no">
            {item.name} ({item.email})
          </option>
        ))}
      </SelectField>
    </Section>
  );
}
