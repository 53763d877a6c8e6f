import { useState, type FormEvent } from 'react';
import { DEAL_STRUCTURES, type DealStructure } from '../../../../shared/contracts/deals.ts';
import { TAXED_INCOME_TYPES, type TaxedIncomeType } from '../../../../shared/contracts/income.ts';
import { tdsRuleInputSchema, type TdsRuleInput } from '../../../../shared/contracts/tax-admin.ts';
import { indianDate } from '../../../../shared/periods.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { structureLabel } from '../../../lib/deal-structure.ts';
import { contractErrors, formProblem } from '../../../lib/form-submission.ts';
import { t } from '../../../lib/i18n.ts';
import { INCOME_TYPE_LABELS } from '../../../lib/income-labels.ts';
import { parseAmount } from '../../../lib/money.ts';
import { useAddTdsRule } from '../api/add-tds-rule.ts';
import { percentToBps } from '../lib/tax-admin-text.ts';

const FIELDS = ['structure', 'income_type', 'effective_from', 'section', 'section_2025', 'rate_bps', 'threshold', 'no_pan_rate_bps'] as const;
type Field = (typeof FIELDS)[number];

interface Draft {
  structure: DealStructure;
  income_type: TaxedIncomeType;
  effective_from: string;
  section: string;
  section_2025: string;
  rate: string;
  threshold: string;
  no_pan_rate: string;
}

const tomorrow = () => indianDate(new Date(Date.now() + 86_400_000));

/**
 * The dialog named "Add rule": a TDS rule for a structure and an income type, in force from a
 * later date (rules are never changed: a new one from a new date replaces the old one from then).
 * Rates are typed as percentages and the threshold in rupees; the shared contract checks the rest.
 */
export function AddTdsRuleDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (rule: TdsRuleInput) => void }) {
  const add = useAddTdsRule();
  const [draft, setDraft] = useState<Draft>(() => ({
    structure: 'private_spv',
    income_type: 'interest',
    effective_from: tomorrow(),
    section: '',
    section_2025: '',
    rate: '10',
    threshold: '',
    no_pan_rate: '20',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Partial<Record<Field, string>> = {};
    const rate = percentToBps(draft.rate);
    const noPanRate = percentToBps(draft.no_pan_rate);
    if (rate === null) local.rate_bps = t('Enter a percentage from 0 to 100, such as 10 or 7.5.');
    if (noPanRate === null) local.no_pan_rate_bps = t('Enter a percentage from 0 to 100, such as 10 or 7.5.');
    let threshold: number | null = null;
    if (draft.threshold.trim() !== '') {
      const parsed = parseAmount(draft.threshold, 'INR');
      if (parsed.ok) threshold = parsed.minor;
      else local.threshold = parsed.error;
    }
    const body = {
      structure: draft.structure,
      income_type: draft.income_type,
      effective_from: draft.effective_from,
      section: draft.section,
      section_2025: draft.section_2025,
      rate_bps: rate ?? 0,
      threshold,
      no_pan_rate_bps: noPanRate ?? 0,
    };
    const problems = { ...contractErrors(tdsRuleInputSchema.safeParse(body), FIELDS), ...local };
    setErrors(problems);
    setAlert(null);
    if (Object.keys(problems).length > 0) return;
    const rule = tdsRuleInputSchema.parse(body);
    add.mutate(rule, {
      onSuccess: () => onAdded(rule),
      onError: (error) => {
        const problem = formProblem(error, FIELDS, t('The rule could not be added. Please try again.'));
        setErrors(problem.fields);
        setAlert(problem.alert);
      },
    });
  };

  return (
    <ModalDialog
      open={open}
      onClose={() => !add.isPending && onClose()}
      title={t('Add rule')}
      subtitle={t('A rule applies to payments from its date; rules are never changed, so a correction is a new rule from a new date.')}
    >
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        {alert && <Alert tone="error">{alert}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('Structure')}
            value={draft.structure}
            onChange={(event) => set({ structure: event.target.value as DealStructure })}
            error={errors.structure}
            data-autofocus
          >
            {DEAL_STRUCTURES.map((structure) => (
              <option key={structure} value={structure}>
                {structureLabel(structure)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('Income type')}
            value={draft.income_type}
            onChange={(event) => set({ income_type: event.target.value as TaxedIncomeType })}
            error={errors.income_type}
          >
            {TAXED_INCOME_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(INCOME_TYPE_LABELS[type])}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('In force from')}
            type="date"
            min={tomorrow()}
            value={draft.effective_from}
            onChange={(event) => set({ effective_from: event.target.value })}
            error={errors.effective_from}
            markRequired
          />
          <TextField
            label={t('Section (Income-tax Act, 1961)')}
            hint={t('Such as 194A; empty where nothing is withheld.')}
            value={draft.section}
            onChange={(event) => set({ section: event.target.value })}
            error={errors.section}
            autoComplete="off"
          />
          <TextField
            label={t('Section (Income-tax Act, 2025)')}
            hint={t('Such as 393(1) Sl.5(iii); empty for none.')}
            value={draft.section_2025}
            onChange={(event) => set({ section_2025: event.target.value })}
            error={errors.section_2025}
            autoComplete="off"
          />
          <TextField
            label={t('Rate (%)')}
            inputMode="decimal"
            value={draft.rate}
            onChange={(event) => set({ rate: event.target.value })}
            error={errors.rate_bps}
            markRequired
          />
          <TextField
            label={t('Threshold a financial year (₹)')}
            hint={t('Per deal and backer; empty for none.')}
            inputMode="decimal"
            value={draft.threshold}
            onChange={(event) => set({ threshold: event.target.value })}
            error={errors.threshold}
          />
          <TextField
            label={t('Rate without a PAN (%)')}
            inputMode="decimal"
            value={draft.no_pan_rate}
            onChange={(event) => set({ no_pan_rate: event.target.value })}
            error={errors.no_pan_rate_bps}
            markRequired
          />
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose} disabled={add.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" pending={add.isPending} disabled={add.isPending}>
            {t('Add rule')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
