import { useState, type FormEvent } from 'react';
import { tdsDepositInputSchema, type TaxQuarter } from '../../../../shared/contracts/tax-admin.ts';
import { indianDate, taxQuarterRange } from '../../../../shared/periods.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { contractErrors, formProblem } from '../../../lib/form-submission.ts';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { useRecordTdsDeposit } from '../api/record-tds-deposit.ts';
import { taxQuarterLabel } from '../lib/tax-admin-text.ts';

const FIELDS = ['challan', 'deposited_on'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The dialog named "Record challan": the challan that paid a deal's quarter of withheld tax to the
 * government, and the day the bank took it (from the quarter's first day to today). Recording it
 * moves the quarter's tax out of the deal's TDS account, once; it cannot be undone.
 */
export function RecordDepositDialog({ quarter, onClose, onRecorded }: { quarter: TaxQuarter; onClose: () => void; onRecorded: () => void }) {
  const record = useRecordTdsDeposit();
  const [challan, setChallan] = useState('');
  const [depositedOn, setDepositedOn] = useState(() => indianDate(new Date()));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { quarter: quarter.tax_quarter, challan, deposited_on: depositedOn };
    const problems = contractErrors(tdsDepositInputSchema.safeParse(body), FIELDS);
    setErrors(problems);
    setAlert(null);
    if (Object.keys(problems).length > 0) return;
    record.mutate(
      { dealId: quarter.deal_id, ...tdsDepositInputSchema.parse(body) },
      {
        onSuccess: onRecorded,
        onError: (error) => {
          const problem = formProblem(error, FIELDS, t('The deposit could not be recorded. Please try again.'));
          setErrors(problem.fields);
          setAlert(problem.alert);
        },
      },
    );
  };

  return (
    <ModalDialog
      open
      onClose={() => !record.isPending && onClose()}
      title={t('Record challan')}
      subtitle={
        <>
          <span translate="no">{quarter.deal_name}</span> · {taxQuarterLabel(quarter.fy, quarter.quarter)}
        </>
      }
    >
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        {alert && <Alert tone="error">{alert}</Alert>}
        <p className="text-sm text-slate-700">
          {t("Recording the challan moves the quarter's {amount} of tax withheld out of the deal's TDS account to the government. It cannot be undone.", {
            amount: formatMoney(quarter.withheld, quarter.currency),
          })}
        </p>
        <TextField
          label={t('Challan number')}
          hint={t('As the bank printed it, such as 0510002 07012027 00042.')}
          value={challan}
          onChange={(event) => setChallan(event.target.value)}
          error={errors.challan}
          autoComplete="off"
          markRequired
          data-autofocus
        />
        <TextField
          label={t('Date of deposit')}
          type="date"
          min={indianDate(taxQuarterRange(quarter.tax_quarter).start)}
          max={indianDate(new Date())}
          value={depositedOn}
          onChange={(event) => setDepositedOn(event.target.value)}
          error={errors.deposited_on}
          markRequired
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose} disabled={record.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" pending={record.isPending} disabled={record.isPending}>
            {t('Record challan')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
