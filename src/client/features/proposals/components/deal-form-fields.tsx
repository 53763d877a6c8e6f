import { PlusIcon, TrashIcon } from '@heroicons/react/20/solid';
import { useId, type ReactNode } from 'react';
import { ASSET_CLASSES, CAMPAIGN_TYPES, DEAL_STRUCTURES, type Deal } from '../../../../shared/contracts/deals.ts';
import { MAX_DRAW_MILESTONES } from '../../../../shared/contracts/draws.ts';
import { CURRENCIES, type Currency } from '../../../../shared/contracts/money.ts';
import { PROPERTY_TYPES } from '../../../../shared/contracts/property.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { CARD } from '../../../components/ui/page-header.tsx';
import { structureLabel } from '../../../lib/deal-structure.ts';
import { msg, t } from '../../../lib/i18n.ts';
import type { EditRight } from '../../../../shared/deal-rules.ts';
import { isEditable, percentExamples, type DealFormValues, type FieldErrors } from '../lib/deal-form.ts';
import { latestDecisions } from '../lib/lifecycle.ts';
import { ReviewNote } from './review-comments.tsx';

const CAMPAIGN_LABELS: Record<(typeof CAMPAIGN_TYPES)[number], string> = { buy_n_hold: "Buy 'N' Hold", fix_n_flip: "Fix 'N' Flip" };

/** The listing's kinds of property and the deal's asset classes, as the form's options name them. */
const PROPERTY_TYPE_LABELS: Record<(typeof PROPERTY_TYPES)[number], string> = {
  Villa: msg('Villa'),
  Apartment: msg('Apartment'),
  Townhouse: msg('Townhouse'),
  House: msg('House'),
  Cottage: msg('Cottage'),
};
const ASSET_CLASS_LABELS: Record<(typeof ASSET_CLASSES)[number], string> = {
  Residential: msg('Residential'),
  Commercial: msg('Commercial'),
  Industrial: msg('Industrial'),
  'Mixed-Use': msg('Mixed-Use'),
};

/** How to type an amount in the deal's currency (the form reads English digits: `25,000.50`). */
function amountHint(currency: Currency): string {
  return t('{currency, select, INR {In rupees, like 25,000 or 25,000.50.} other {In dollars, like 2,500 or 2,500.75.}}', { currency });
}

type TextKey = Exclude<keyof DealFormValues, 'projection' | 'draws' | 'currency'>;

/** One card of the deal form: a titled group of fields. */
export function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`${CARD} p-5 sm:p-6`} aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{description}</p>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/**
 * The deal form's fields (listing, agent card, terms, projection), each labelled, with its error
 * sentence and read-only when the lifecycle locks it. The admin's comments of the current round
 * sit beside the part they concern: documents by the listing, valuation by the terms, legal by
 * the agent card.
 */
export function DealFormFields({
  values,
  onChange,
  errors,
  scope,
  reviews,
}: {
  values: DealFormValues;
  onChange: (values: DealFormValues) => void;
  errors: FieldErrors;
  scope: EditRight;
  reviews: Deal['reviews'];
}) {
  const latest = latestDecisions(reviews);
  const set = (key: keyof DealFormValues, value: DealFormValues[keyof DealFormValues]) => onChange({ ...values, [key]: value });
  const text = (key: TextKey, field: string) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    readOnly: !isEditable(key, scope),
    error: errors[field],
  });
  const select = (key: TextKey, field: string) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    disabled: !isEditable(key, scope),
    error: errors[field],
  });
  const termsLocked = !isEditable('target', scope);
  const setDraw = (index: number, key: 'name' | 'share', value: string) =>
    set(
      'draws',
      values.draws.map((row, at) => (at === index ? { ...row, [key]: value } : row)),
    );
  const setRow = (index: number, key: 'quarter' | 'amount', value: string) =>
    set(
      'projection',
      values.projection.map((row, at) => (at === index ? { ...row, [key]: value } : row)),
    );

  return (
    <div className="space-y-6">
      <Section title={t('Property listing')} description={t('What backers read about the property on its page.')}>
        <div className="sm:col-span-2">
          <ReviewNote review={latest.documents} />
        </div>
        <TextField label={t('Title')} {...text('title', 'property.title')} className="sm:col-span-2" />
        <TextAreaField label={t('Description')} {...text('description', 'property.description')} className="sm:col-span-2" />
        <SelectField label={t('Property type')} {...select('type', 'property.type')}>
          <option value="">{t('Choose a type')}</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(PROPERTY_TYPE_LABELS[type])}
            </option>
          ))}
        </SelectField>
        <TextField label={t('Location')} {...text('location', 'property.location')} hint={t('City and state, like Pune, Maharashtra.')} />
        <TextField label={t('Price')} inputMode="decimal" {...text('price', 'property.price')} hint={amountHint(values.currency)} />
        <TextField label={t('Area (sq ft)')} inputMode="numeric" {...text('area_sqft', 'property.area_sqft')} />
        <TextField label={t('Bedrooms')} inputMode="numeric" {...text('bedrooms', 'property.bedrooms')} />
        <TextField label={t('Bathrooms')} inputMode="numeric" {...text('bathrooms', 'property.bathrooms')} />
        <TextField label={t('Year built')} inputMode="numeric" {...text('year_built', 'property.year_built')} />
        <TextAreaField label={t('Features')} rows={4} hint={t('One feature a line.')} {...text('features', 'property.features')} className="sm:col-span-2" />
        <TextAreaField
          label={t('Location description')}
          rows={4}
          {...text('location_description', 'property.location_description')}
          className="sm:col-span-2"
        />
      </Section>

      <Section title={t('Agent card')} description={t('Who backers may contact about the property.')}>
        <div className="sm:col-span-2">
          <ReviewNote review={latest.legal} />
        </div>
        <TextField label={t('Agent name')} autoComplete="off" {...text('agent_name', 'property.agent.name')} />
        <TextField label={t('Agent email')} type="email" autoComplete="off" {...text('agent_email', 'property.agent.email')} />
        <TextField label={t('Agent phone')} type="tel" autoComplete="off" {...text('agent_phone', 'property.agent.phone')} />
        <TextField label={t('Agent company')} autoComplete="off" {...text('agent_company', 'property.agent.company')} />
      </Section>

      <Section
        title={t('Campaign terms')}
        description={termsLocked ? t('The terms are locked in this stage of the deal.') : t('What backers are offered. Amounts are in the deal’s currency.')}
      >
        <div className="sm:col-span-2">
          <ReviewNote review={latest.valuation} />
        </div>
        <SelectField label={t('Campaign type')} {...select('campaign_type', 'campaign_type')}>
          {CAMPAIGN_TYPES.map((type) => (
            <option key={type} value={type} translate="no">
              {CAMPAIGN_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('Structure')} {...select('structure', 'structure')}>
          {DEAL_STRUCTURES.map((structure) => (
            <option key={structure} value={structure}>
              {structureLabel(structure)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('Asset class')} {...select('asset_class', 'asset_class')}>
          <option value="">{t('Choose an asset class')}</option>
          {ASSET_CLASSES.map((type) => (
            <option key={type} value={type}>
              {t(ASSET_CLASS_LABELS[type])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('Currency')}
          value={values.currency}
          onChange={(event) => set('currency', event.target.value as Currency)}
          disabled={termsLocked}
          error={errors.currency}
        >
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency} translate="no">
              {currency}
            </option>
          ))}
        </SelectField>
        <TextField label={t('Target')} inputMode="decimal" {...text('target', 'target')} hint={amountHint(values.currency)} />
        <TextField label={t('Minimum ticket')} inputMode="decimal" {...text('minimum_ticket', 'minimum_ticket')} hint={amountHint(values.currency)} />
        <TextField
          label={t('Maximum per backer')}
          inputMode="decimal"
          {...text('maximum_per_backer', 'maximum_per_backer')}
          hint={t('{currency, select, INR {Optional. In rupees, like 25,000 or 25,000.50.} other {Optional. In dollars, like 2,500 or 2,500.75.}}', {
            currency: values.currency,
          })}
        />
        <TextField
          label={t('Projected ROI (%)')}
          inputMode="decimal"
          {...text('projected_roi', 'projected_roi_bps')}
          hint={t('Like {whole} or {decimal}.', percentExamples())}
        />
        <TextField label={t('Holding period (months)')} inputMode="numeric" {...text('holding_period_months', 'holding_period_months')} />
        <ListEditor
          headingId="projection-heading"
          heading={t('Quarterly distribution projection')}
          description={t('Required for Buy ’N’ Hold: each quarter (like 2027-Q1) and the amount expected.')}
          error={errors.projection}
          rows={values.projection}
          columns="sm:grid-cols-[1fr_1fr_auto]"
          locked={termsLocked}
          fields={(row, index) => (
            <>
              <TextField
                label={t('Quarter {number}', { number: index + 1 })}
                value={row.quarter}
                placeholder="2027-Q1"
                readOnly={termsLocked}
                onChange={(event) => setRow(index, 'quarter', event.target.value)}
                error={errors[`projection.${index}.quarter`]}
              />
              <TextField
                label={t('Amount {number}', { number: index + 1 })}
                inputMode="decimal"
                value={row.amount}
                readOnly={termsLocked}
                onChange={(event) => setRow(index, 'amount', event.target.value)}
                error={errors[`projection.${index}.amount`]}
              />
            </>
          )}
          removeLabel={(index) => t('Remove quarter {number}', { number: index + 1 })}
          onRemove={(index) =>
            set(
              'projection',
              values.projection.filter((_, at) => at !== index),
            )
          }
          addLabel={t('Add quarter')}
          onAdd={() => set('projection', [...values.projection, { quarter: '', amount: '' }])}
        />
        {values.campaign_type === 'fix_n_flip' && (
          <ListEditor
            headingId="draws-heading"
            heading={t('Draw schedule')}
            description={t(
              'The money raised waits in a construction escrow and is released to you milestone by milestone: name up to 10, their shares adding up to 100%.',
            )}
            error={errors.draw_schedule}
            rows={values.draws}
            columns="sm:grid-cols-[2fr_1fr_auto]"
            locked={termsLocked}
            fields={(row, index) => (
              <>
                <TextField
                  label={t('Milestone {number}', { number: index + 1 })}
                  value={row.name}
                  readOnly={termsLocked}
                  onChange={(event) => setDraw(index, 'name', event.target.value)}
                  error={errors[`draw_schedule.${index}.name`]}
                />
                <TextField
                  label={t('Share of milestone {number} (%)', { number: index + 1 })}
                  inputMode="decimal"
                  value={row.share}
                  readOnly={termsLocked}
                  onChange={(event) => setDraw(index, 'share', event.target.value)}
                  error={errors[`draw_schedule.${index}.share_bps`]}
                />
              </>
            )}
            removeLabel={(index) => t('Remove milestone {number}', { number: index + 1 })}
            minimum={1}
            onRemove={(index) =>
              set(
                'draws',
                values.draws.filter((_, at) => at !== index),
              )
            }
            addLabel={t('Add milestone')}
            maximum={MAX_DRAW_MILESTONES}
            onAdd={() => set('draws', [...values.draws, { name: '', share: '' }])}
          />
        )}
      </Section>
    </div>
  );
}

/**
 * A term made of rows (the projection's quarters, the draw milestones): a heading, what it asks
 * for, the list's own error, each row's fields with its Remove button, and Add; once the terms are
 * locked, the rows only show.
 */
function ListEditor<Row>({
  headingId,
  heading,
  description,
  error,
  rows,
  columns,
  locked,
  fields,
  removeLabel,
  minimum = 0,
  onRemove,
  addLabel,
  maximum = Number.POSITIVE_INFINITY,
  onAdd,
}: {
  headingId: string;
  heading: string;
  description: string;
  error: string | undefined;
  rows: Row[];
  /** The row's grid columns from the small breakpoint: the fields, then the Remove button. */
  columns: string;
  locked: boolean;
  fields: (row: Row, index: number) => ReactNode;
  removeLabel: (index: number) => string;
  /** Rows that cannot be removed below this count. */
  minimum?: number;
  onRemove: (index: number) => void;
  addLabel: string;
  maximum?: number;
  onAdd: () => void;
}) {
  return (
    <div className="sm:col-span-2">
      <h3 className="text-sm font-semibold text-slate-900" id={headingId}>
        {heading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      {error && (
        <p className="mt-1.5 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      <ul className="mt-3 space-y-3" aria-labelledby={headingId}>
        {rows.map((row, index) => (
          <li key={index} className={`grid items-start gap-3 ${columns}`}>
            {fields(row, index)}
            {!locked && rows.length > minimum && (
              <Button type="button" variant="ghost" className="sm:mt-7" onClick={() => onRemove(index)}>
                <TrashIcon className="size-4" aria-hidden="true" />
                {removeLabel(index)}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {!locked && rows.length < maximum && (
        <Button type="button" variant="secondary" className="mt-3" onClick={onAdd}>
          <PlusIcon className="size-4" aria-hidden="true" />
          {addLabel}
        </Button>
      )}
    </div>
  );
}
