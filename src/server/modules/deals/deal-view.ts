import type { Commitment, Deal, DealStatus, DealSummary } from '../../../shared/contracts/deals.ts';
import { amountToJson } from '../../../shared/money.ts';
import type { CampaignConfig } from '../../config/env.ts';
import type { CommitmentRow, DealDocumentRow, DealPhotoRow, DealReviewRow, DealRow } from '../../db/schema/index.ts';
import { drawScheduleOf, missingFields } from './deal-rules.ts';
import type { DealWithListing } from './deals.repository.ts';

/*
 * Rows become the API's deal shapes here and nowhere else: amounts leave as numbers of minor
 * units through the one checked conversion (src/shared/money.ts), times as ISO strings.
 */

const STATUS_OF_LIFECYCLE: Partial<Record<DealRow['lifecycle'], DealStatus>> = { live: 'pending', funded: 'completed', exited: 'completed', failed: 'failed' };

export function statusOf(lifecycle: DealRow['lifecycle']): DealStatus | null {
  return STATUS_OF_LIFECYCLE[lifecycle] ?? null;
}

/** 1520 basis points → "15.2%", as the spec's Live Deals show it. */
export function roiText(bps: number): string {
  return `${(bps / 100).toFixed(bps % 10 === 0 ? (bps % 100 === 0 ? 0 : 1) : 2)}%`;
}

export function toDealSummary(deal: DealRow): DealSummary {
  return {
    id: deal.id,
    proposer_id: deal.proposerId,
    lifecycle: deal.lifecycle,
    status: statusOf(deal.lifecycle),
    currency: deal.currency,
    target: amountToJson(deal.target),
    raised: amountToJson(deal.raised),
    backers: deal.backersCount,
    minimum_ticket: amountToJson(deal.minimumTicket),
    maximum_per_backer: deal.maximumPerBacker === null ? null : amountToJson(deal.maximumPerBacker),
    deadline: deal.deadline?.toISOString() ?? null,
    reporting_health: deal.reportingHealth,
  };
}

/** Until when a backer may cancel a commitment: CANCEL_CUTOFF before the deadline, while the deal is live. */
export function cancellableUntil(deal: DealRow, cancelCutoffMs: number): Date | null {
  if (deal.lifecycle !== 'live' || deal.deadline === null) return null;
  return new Date(deal.deadline.getTime() - cancelCutoffMs);
}

export function toCommitment(row: CommitmentRow, deal: DealRow, cancelCutoffMs: number): Commitment {
  const until = row.status === 'committed' ? cancellableUntil(deal, cancelCutoffMs) : null;
  return {
    id: row.id,
    deal_id: row.dealId,
    amount: amountToJson(row.amount),
    currency: row.currency,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    extension_consent: row.extensionConsent,
    cancellable_until: until?.toISOString() ?? null,
  };
}

/** Where a deal's document downloads (its proposer and the admin only). */
export function documentUrl(dealId: string, documentId: string): string {
  return `/api/deals/${dealId}/documents/${documentId}`;
}

export function toDeal(
  { deal, property, proposer }: DealWithListing,
  reviews: DealReviewRow[],
  myCommitments: CommitmentRow[],
  campaign: Pick<CampaignConfig, 'cancelCutoffMs' | 'extensionMs'>,
  uploads: { photos: DealPhotoRow[]; documents: DealDocumentRow[] },
  viewerCanManage: boolean,
  /** The latest valuation's price, where the deal has one. */
  priceBps: number | null,
): Deal {
  // An exited deal was funded: its funding, face value and last valuation stay on record.
  const funded = deal.lifecycle === 'funded' || deal.lifecycle === 'exited';
  const extendable = viewerCanManage && deal.lifecycle === 'live' && !deal.extended && deal.deadline !== null;
  return {
    ...toDealSummary(deal),
    property_id: deal.propertyId,
    proposer: { id: proposer.id, name: `${proposer.firstName} ${proposer.lastName}`.trim(), company: proposer.companyName },
    name: property.title,
    location: property.location,
    type: deal.assetClass,
    campaign_type: deal.campaignType,
    structure: deal.structure,
    draw_schedule: drawScheduleOf(deal),
    roi: roiText(deal.projectedRoiBps),
    projected_roi_bps: deal.projectedRoiBps,
    holding_period_months: deal.holdingPeriodMonths,
    listed_at: deal.listedAt?.toISOString() ?? null,
    original_deadline: deal.originalDeadline?.toISOString() ?? null,
    extended: deal.extended,
    extended_deadline: extendable ? new Date(deal.deadline!.getTime() + campaign.extensionMs).toISOString() : null,
    photos: property.images,
    uploaded_photos: uploads.photos.map((photo) => ({ id: photo.id, url: photo.url, width: photo.width, height: photo.height })),
    documents: uploads.documents.map((document) => ({
      id: document.id,
      name: document.name,
      bytes: document.bytes,
      url: documentUrl(deal.id, document.id),
      created_at: document.createdAt.toISOString(),
    })),
    property: {
      title: property.title,
      description: property.description,
      type: property.type,
      location: property.location,
      price: amountToJson(property.price),
      area_sqft: property.areaSqft,
      bedrooms: property.bedrooms,
      bathrooms: property.bathrooms,
      year_built: property.yearBuilt,
      features: property.features,
      location_description: property.locationDescription,
      agent: { name: property.agent.name, email: property.agent.email, phone: property.agent.phone, company: property.agent.company },
    },
    projection: deal.projection.map((entry) => ({ quarter: entry.quarter, amount: amountToJson(BigInt(entry.amount)) })),
    submitted_at: deal.submittedAt?.toISOString() ?? null,
    reviews: reviews.map((review) => ({
      stage: review.stage,
      decision: review.decision,
      comment: review.comment,
      created_at: review.createdAt.toISOString(),
    })),
    missing: missingFields(deal, property).map((problem) => problem.field),
    my_commitments: myCommitments.map((row) => toCommitment(row, deal, campaign.cancelCutoffMs)),
    viewer_can_manage: viewerCanManage,
    // A funded deal's face value is what it raised: its backers' capital, issued as units at funding.
    funded_at: funded ? (deal.closedAt?.toISOString() ?? null) : null,
    face_value_total: funded ? amountToJson(deal.raised) : null,
    price_bps: funded ? priceBps : null,
  };
}
