import { type Deal } from '../../../../shared/contracts/deals.ts';
import { dealInputSchema, type DealInput } from '../../../../shared/contracts/deal-workflow.ts';
import { DEFAULT_DRAW_SCHEDULE } from '../../../../shared/contracts/draws.ts';
import type { Currency } from '../../../../shared/contracts/money.ts';
import { editRight, LISTING_FIELDS, termProblems, type EditRight } from '../../../../shared/deal-rules.ts';
import { amountFromJson } from '../../../../shared/money.ts';
import { t } from '../../../lib/i18n.ts';
import { parseAmount } from '../../../lib/money.ts';
import { decimalMark } from '../../../lib/percent.ts';

/*
 * The deal form's logic (platform.md §2): the form's text values, the body they make for
 * POST /api/deals and PATCH /api/deals/:id, and the checks the shared contract makes, with
 * each sentence under the field it concerns. Error keys are the API's field paths
 * ("property.title", "minimum_ticket", "projection.0.amount"), so the server's refusals and a
 * deal's `missing` list land on the same fields.
 */

export interface ProjectionRow {
  quarter: string;
  amount: string;
}

/** One milestone of a Fix 'N' Flip deal's draw schedule as typed: its name and its share as a percent ("33.33"). */
export interface DrawRow {
  name: string;
  share: string;
}

export interface DealFormValues {
  title: string;
  description: string;
  type: string;
  location: string;
  price: string;
  area_sqft: string;
  bedrooms: string;
  bathrooms: string;
  year_built: string;
  /** One feature a line. */
  features: string;
  location_description: string;
  agent_name: string;
  agent_email: string;
  agent_phone: string;
  agent_company: string;
  campaign_type: string;
  structure: string;
  asset_class: string;
  currency: Currency;
  target: string;
  minimum_ticket: string;
  maximum_per_backer: string;
  /** Percent with the language's decimal mark, such as "15.2" ("15,2" in Spanish). */
  projected_roi: string;
  holding_period_months: string;
  projection: ProjectionRow[];
  /** Fix 'N' Flip only: the milestones the money is drawn by. */
  draws: DrawRow[];
}

export type FieldErrors = Record<string, string>;

/** What a deal's proposer or the admin may change of it: everything while it is new (no lifecycle yet), else its lifecycle's right. */
export function editScope(role: 'proposer' | 'admin', lifecycle: Deal['lifecycle'] | undefined): EditRight {
  return lifecycle === undefined ? 'everything' : editRight(role, lifecycle);
}

/** The body field a form field fills: the agent card is one field of the body. */
const bodyFieldOf = (key: keyof DealFormValues): string => (key.startsWith('agent_') ? 'agent' : key);

/** Whether a form field may be changed under a scope. */
export function isEditable(key: keyof DealFormValues, scope: EditRight): boolean {
  return scope === 'everything' || (scope === 'listing' && LISTING_FIELDS.has(bodyFieldOf(key)));
}

export const EMPTY_DEAL_FORM: DealFormValues = {
  title: '',
  description: '',
  type: '',
  location: '',
  price: '',
  area_sqft: '',
  bedrooms: '',
  bathrooms: '',
  year_built: '',
  features: '',
  location_description: '',
  agent_name: '',
  agent_email: '',
  agent_phone: '',
  agent_company: '',
  campaign_type: 'buy_n_hold',
  structure: 'private_spv',
  asset_class: '',
  currency: 'INR',
  target: '',
  minimum_ticket: '',
  maximum_per_backer: '',
  projected_roi: '',
  holding_period_months: '',
  projection: [],
  draws: DEFAULT_DRAW_SCHEDULE.map((milestone) => ({ name: milestone.name, share: percentText(milestone.share_bps) })),
};

/** Minor units as the major-unit text a person types: 250000000 → "2500000", 2500050 → "25000.50" ("25000,50" in Spanish). */
export function amountText(minor: number): string {
  if (minor <= 0) return '';
  const value = amountFromJson(minor);
  const cents = value % 100n;
  return cents === 0n ? String(value / 100n) : `${value / 100n}${decimalMark()}${cents.toString().padStart(2, '0')}`;
}

/** Basis points as a percent, with the language's decimal mark: 1520 → "15.2" ("15,2" in Spanish). */
export function percentText(bps: number): string {
  if (bps <= 0) return '';
  const whole = Math.trunc(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}${decimalMark()}${fraction}` : String(whole);
}

/** Two percents as typed, for the field's hint and error: "15" and "15.25" ("15,25" in Spanish). */
export function percentExamples(): { whole: string; decimal: string } {
  return { whole: percentText(1500), decimal: percentText(1525) };
}

const count = (value: number) => (value > 0 ? String(value) : '');

/** The form as a saved deal fills it ('' where the draft has nothing yet). */
export function formValuesOf(deal: Deal): DealFormValues {
  const { property } = deal;
  return {
    title: property.title,
    description: property.description,
    type: property.type,
    location: property.location,
    price: amountText(property.price),
    area_sqft: count(property.area_sqft),
    // Zero bedrooms is a real answer once the property's other figures are there.
    bedrooms: property.area_sqft > 0 ? String(property.bedrooms) : count(property.bedrooms),
    bathrooms: property.area_sqft > 0 ? String(property.bathrooms) : count(property.bathrooms),
    year_built: count(property.year_built),
    features: property.features.join('\n'),
    location_description: property.location_description,
    agent_name: property.agent.name,
    agent_email: property.agent.email,
    agent_phone: property.agent.phone,
    agent_company: property.agent.company,
    campaign_type: deal.campaign_type,
    structure: deal.structure,
    asset_class: deal.type,
    currency: deal.currency,
    target: amountText(deal.target),
    minimum_ticket: amountText(deal.minimum_ticket),
    maximum_per_backer: deal.maximum_per_backer === null ? '' : amountText(deal.maximum_per_backer),
    projected_roi: percentText(deal.projected_roi_bps),
    holding_period_months: count(deal.holding_period_months),
    projection: deal.projection.map((row) => ({ quarter: row.quarter, amount: amountText(row.amount) })),
    draws: (deal.draw_schedule ?? DEFAULT_DRAW_SCHEDULE).map((milestone) => ({ name: milestone.name, share: percentText(milestone.share_bps) })),
  };
}

/** "15.25" → 1525 basis points ("15,25" in Spanish, as amounts are typed); undefined when it is not a percent with at most two decimals. */
function percentToBps(text: string): number | undefined {
  const match = new RegExp(`^(\\d{1,4})(?:\\${decimalMark()}(\\d{1,2}))?$`).exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A number typed in a box (NaN when it is none): the contract says "must be a number" or "a whole number". */
function wholeNumber(text: string): number {
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

export type DealFormResult = { ok: true; input: DealInput } | { ok: false; errors: FieldErrors };

/**
 * The body a save sends: every filled field (a draft may be saved any time, so empty ones are left
 * out), only the listing fields when `scope` is "listing". Checked with the shared contract, so
 * the sentences are the server's own; amounts and percents are read exactly, never through a float.
 */
export function toDealInput(values: DealFormValues, scope: EditRight = 'everything'): DealFormResult {
  const errors: FieldErrors = {};
  const given = (key: keyof DealFormValues) => isEditable(key, scope) && typeof values[key] === 'string' && values[key].trim() !== '';
  const text = (key: keyof DealFormValues) => (values[key] as string).trim();
  const amount = (key: keyof DealFormValues, field: string) => {
    const parsed = parseAmount(text(key), values.currency);
    if (parsed.ok) return parsed.minor;
    errors[field] = parsed.error;
    return undefined;
  };

  const property: NonNullable<DealInput['property']> = {};
  if (given('title')) property.title = text('title');
  if (given('description')) property.description = text('description');
  if (given('type')) property.type = text('type') as NonNullable<typeof property.type>;
  if (given('location')) property.location = text('location');
  if (given('price')) property.price = amount('price', 'property.price');
  if (given('area_sqft')) property.area_sqft = wholeNumber(text('area_sqft'));
  if (given('bedrooms')) property.bedrooms = wholeNumber(text('bedrooms'));
  if (given('bathrooms')) property.bathrooms = wholeNumber(text('bathrooms'));
  if (given('year_built')) property.year_built = wholeNumber(text('year_built'));
  if (isEditable('features', scope)) {
    const features = values.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (features.length > 0) property.features = features;
  }
  if (given('location_description')) property.location_description = text('location_description');
  const agent: NonNullable<typeof property.agent> = {};
  if (given('agent_name')) agent.name = text('agent_name');
  if (given('agent_email')) agent.email = text('agent_email');
  if (given('agent_phone')) agent.phone = text('agent_phone');
  if (given('agent_company')) agent.company = text('agent_company');
  if (Object.keys(agent).length > 0) property.agent = agent;

  const input: DealInput = {};
  if (Object.keys(property).length > 0) input.property = property;
  if (scope === 'everything') {
    input.currency = values.currency;
    if (given('campaign_type')) input.campaign_type = text('campaign_type') as NonNullable<DealInput['campaign_type']>;
    if (given('structure')) input.structure = text('structure') as NonNullable<DealInput['structure']>;
    if (given('asset_class')) input.asset_class = text('asset_class') as NonNullable<DealInput['asset_class']>;
    if (given('target')) input.target = amount('target', 'target');
    if (given('minimum_ticket')) input.minimum_ticket = amount('minimum_ticket', 'minimum_ticket');
    if (given('maximum_per_backer')) input.maximum_per_backer = amount('maximum_per_backer', 'maximum_per_backer');
    if (given('projected_roi')) {
      const bps = percentToBps(text('projected_roi'));
      if (bps === undefined) errors.projected_roi_bps = t('Enter the projected ROI as a percent, like {whole} or {decimal}.', percentExamples());
      else input.projected_roi_bps = bps;
    }
    if (given('holding_period_months')) input.holding_period_months = wholeNumber(text('holding_period_months'));
    const rows = values.projection.filter((row) => row.quarter.trim() !== '' || row.amount.trim() !== '');
    input.projection = rows.map((row, index) => {
      const parsed = parseAmount(row.amount, values.currency);
      if (!parsed.ok) errors[`projection.${index}.amount`] = parsed.error;
      return { quarter: row.quarter.trim(), amount: parsed.ok ? parsed.minor : 1 };
    });
    // A Fix 'N' Flip deal's milestones; a Buy 'N' Hold deal has none.
    if (input.campaign_type === 'fix_n_flip') {
      input.draw_schedule = values.draws.map((row, index) => {
        const bps = percentToBps(row.share.trim());
        if (bps === undefined) errors[`draw_schedule.${index}.share_bps`] = t('Enter the share as a percent, like {whole} or {decimal}.', percentExamples());
        return { name: row.name.trim(), share_bps: bps ?? 1 };
      });
    }
    // The terms' rules the server applies (src/shared/deal-rules.ts), said before the round trip.
    const terms = {
      target: BigInt(input.target ?? 0),
      minimumTicket: BigInt(input.minimum_ticket ?? 0),
      maximumPerBacker: input.maximum_per_backer == null ? null : BigInt(input.maximum_per_backer),
      quarters: input.projection.map((row) => row.quarter),
      ...(input.draw_schedule ? { drawShares: input.draw_schedule.map((milestone) => milestone.share_bps) } : {}),
    };
    for (const problem of termProblems(terms)) errors[problem.field] ??= t(problem.message, problem.values);
  }

  const checked = dealInputSchema.safeParse(input);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path.join('.');
      // The contract's English sentences are message ids.
      errors[field] ??= t(issue.message);
    }
  }
  if (Object.keys(errors).length > 0 || !checked.success) return { ok: false, errors };
  return { ok: true, input: checked.data };
}

/** The sentence for each field path a deal still lacks (GET /api/deals/:id's `missing`). */
export function missingErrors(missing: readonly string[]): FieldErrors {
  return Object.fromEntries(missing.map((field) => [field, t('Required before you submit for review.')]));
}
