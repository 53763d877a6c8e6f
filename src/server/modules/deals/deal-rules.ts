import type { DealInput } from '../../../shared/contracts/deal-workflow.ts';
import { DEFAULT_DRAW_SCHEDULE, type DrawMilestoneTerm } from '../../../shared/contracts/draws.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { amountFromJson } from '../../../shared/money.ts';
import type { MessageValues } from '../../lib/localized.ts';
import type { DealRow, NewDealRow, NewPropertyRow, PropertyRow } from '../../db/schema/index.ts';

/*
 * The deal form's rules (platform.md §2) that only the server applies, apart from the service so
 * they read as a list: what a body changes in the rows, and when a deal is complete enough to
 * submit. A draft keeps '' and 0 where nothing is given yet. What each lifecycle lets be changed
 * and how the terms must agree are shared with the form (src/shared/deal-rules.ts).
 */

export interface Problem {
  field: string;
  message: string;
  values?: MessageValues;
}

/** The body's changes as column values of the deal and of its property (nested objects merge). */
export function changesOf(input: DealInput, current?: Pick<PropertyRow, 'agent'>): { deal: Partial<NewDealRow>; property: Partial<NewPropertyRow> } {
  const deal: Partial<NewDealRow> = {};
  if (input.campaign_type !== undefined) deal.campaignType = input.campaign_type;
  if (input.structure !== undefined) deal.structure = input.structure;
  if (input.asset_class !== undefined) deal.assetClass = input.asset_class;
  if (input.currency !== undefined) deal.currency = input.currency;
  if (input.target !== undefined) deal.target = amountFromJson(input.target);
  if (input.minimum_ticket !== undefined) deal.minimumTicket = amountFromJson(input.minimum_ticket);
  if (input.maximum_per_backer !== undefined) deal.maximumPerBacker = input.maximum_per_backer === null ? null : amountFromJson(input.maximum_per_backer);
  if (input.projected_roi_bps !== undefined) deal.projectedRoiBps = input.projected_roi_bps;
  if (input.holding_period_months !== undefined) deal.holdingPeriodMonths = input.holding_period_months;
  if (input.projection !== undefined) deal.projection = input.projection.map((entry) => ({ quarter: entry.quarter, amount: String(entry.amount) }));
  if (input.draw_schedule !== undefined) deal.drawSchedule = input.draw_schedule.map((milestone) => ({ name: milestone.name, shareBps: milestone.share_bps }));

  const property: Partial<NewPropertyRow> = {};
  const given = input.property ?? {};
  if (given.title !== undefined) property.title = given.title;
  if (given.description !== undefined) property.description = given.description;
  if (given.type !== undefined) property.type = given.type;
  if (given.location !== undefined) property.location = given.location;
  if (given.price !== undefined) property.price = amountFromJson(given.price);
  if (given.area_sqft !== undefined) property.areaSqft = given.area_sqft;
  if (given.bedrooms !== undefined) property.bedrooms = given.bedrooms;
  if (given.bathrooms !== undefined) property.bathrooms = given.bathrooms;
  if (given.year_built !== undefined) property.yearBuilt = given.year_built;
  if (given.features !== undefined) property.features = given.features;
  if (given.location_description !== undefined) property.locationDescription = given.location_description;
  if (given.agent !== undefined) property.agent = { ...(current?.agent ?? EMPTY_AGENT), ...given.agent };
  if (input.currency !== undefined) property.currency = input.currency;
  return { deal, property };
}

/** A Fix 'N' Flip deal's milestones (the default one, "Completion", when none were given); null for Buy 'N' Hold. */
export function drawScheduleOf(deal: Pick<DealRow, 'campaignType' | 'drawSchedule'>): DrawMilestoneTerm[] | null {
  if (deal.campaignType !== 'fix_n_flip') return null;
  if (deal.drawSchedule.length === 0) return DEFAULT_DRAW_SCHEDULE.map((milestone) => ({ ...milestone }));
  return deal.drawSchedule.map((milestone) => ({ name: milestone.name, share_bps: milestone.shareBps }));
}

export const EMPTY_AGENT = { name: '', email: '', phone: '', company: '', photo: null };

/** What a deal lacks before it can be submitted, as field paths with a sentence each. */
export function missingFields(deal: DealRow, property: PropertyRow): Problem[] {
  const missing: Problem[] = [];
  const need = (given: boolean, field: string, message: string) => {
    if (!given) missing.push({ field, message });
  };
  need(property.title !== '', 'property.title', msg('The title is required.'));
  need(property.description !== '', 'property.description', msg('The description is required.'));
  need(property.type !== '', 'property.type', msg('The property type is required.'));
  need(property.location !== '', 'property.location', msg('The location is required.'));
  need(property.price > 0n, 'property.price', msg('The price is required.'));
  need(property.areaSqft > 0, 'property.area_sqft', msg('The area is required.'));
  need(property.yearBuilt > 0, 'property.year_built', msg('The year built is required.'));
  need(property.locationDescription !== '', 'property.location_description', msg('The location description is required.'));
  need(property.agent.name !== '', 'property.agent.name', msg("The agent's name is required."));
  need(property.agent.email !== '', 'property.agent.email', msg("The agent's email is required."));
  need(property.agent.phone !== '', 'property.agent.phone', msg("The agent's phone is required."));
  need(property.agent.company !== '', 'property.agent.company', msg("The agent's company is required."));
  need(deal.assetClass !== '', 'asset_class', msg('The asset class is required.'));
  need(deal.target > 0n, 'target', msg('The target is required.'));
  need(deal.minimumTicket > 0n, 'minimum_ticket', msg('The minimum ticket is required.'));
  need(deal.projectedRoiBps > 0, 'projected_roi_bps', msg('The projected ROI is required.'));
  need(deal.holdingPeriodMonths > 0, 'holding_period_months', msg('The holding period is required.'));
  // A Buy 'N' Hold deal pays its rent out: its quarterly distributions are the promise backers rely on.
  if (deal.campaignType === 'buy_n_hold') need(deal.projection.length > 0, 'projection', msg('A projection of quarterly distributions is required.'));
  return missing;
}
