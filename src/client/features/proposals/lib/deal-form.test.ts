import { afterEach, describe, expect, it } from 'vitest';
import type { Deal } from '../../../../shared/contracts/deals.ts';
import { amountText, EMPTY_DEAL_FORM, formValuesOf, isEditable, missingErrors, percentText, editScope, toDealInput, type DealFormValues } from './deal-form.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { allStagesPassed, nextStep, waitedText } from './lifecycle.ts';

const filled: DealFormValues = {
  ...EMPTY_DEAL_FORM,
  title: '  Banyan Court  ',
  description: 'Six flats around a courtyard.',
  type: 'Apartment',
  location: 'Pune, Maharashtra',
  price: '2,50,00,000',
  area_sqft: '5400',
  bedrooms: '0',
  bathrooms: '6',
  year_built: '2019',
  features: 'Courtyard\n\n  Solar roof \n',
  location_description: 'Ten minutes from the station.',
  agent_name: 'Asha Rao',
  agent_email: 'asha@example.com',
  agent_phone: '+91 98200 00000',
  agent_company: 'Rao Realty',
  structure: 'sm_reit',
  asset_class: 'Residential',
  target: '500000',
  minimum_ticket: '10,000',
  maximum_per_backer: '',
  projected_roi: '15.25',
  holding_period_months: '36',
  projection: [{ quarter: '2027-Q1', amount: '12000.50' }],
};

describe('toDealInput', () => {
  it('makes the API body from the form: amounts in minor units, ROI in basis points, features a line each, empty fields left out', () => {
    const result = toDealInput(filled);
    expect(result).toEqual({
      ok: true,
      input: {
        property: {
          title: 'Banyan Court',
          description: 'Six flats around a courtyard.',
          type: 'Apartment',
          location: 'Pune, Maharashtra',
          price: 2_50_00_000_00,
          area_sqft: 5400,
          bedrooms: 0,
          bathrooms: 6,
          year_built: 2019,
          features: ['Courtyard', 'Solar roof'],
          location_description: 'Ten minutes from the station.',
          agent: { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98200 00000', company: 'Rao Realty' },
        },
        currency: 'INR',
        campaign_type: 'buy_n_hold',
        structure: 'sm_reit',
        asset_class: 'Residential',
        target: 5_00_000_00,
        minimum_ticket: 10_000_00,
        projected_roi_bps: 1525,
        holding_period_months: 36,
        projection: [{ quarter: '2027-Q1', amount: 12_000_50 }],
      },
    });
  });

  it('saves an almost empty draft', () => {
    expect(toDealInput({ ...EMPTY_DEAL_FORM, title: 'Just a name' })).toEqual({
      ok: true,
      input: { property: { title: 'Just a name' }, currency: 'INR', campaign_type: 'buy_n_hold', structure: 'private_spv', projection: [] },
    });
  });

  it('says what is wrong under each field, in the shared contract’s sentences', () => {
    const result = toDealInput({
      ...filled,
      year_built: '1700',
      bedrooms: '2.5',
      agent_email: 'not-an-email',
      target: 'lots',
      projected_roi: '15.255',
      projection: [{ quarter: '2027 Q1', amount: '0' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      'property.year_built': 'Year built must be at least 1800.',
      'property.bedrooms': 'Bedrooms must be a whole number.',
      'property.agent.email': 'Agent email must be an email address.',
      target: 'Enter the amount in rupees, like 25,000 or 25,000.50.',
      projected_roi_bps: 'Enter the projected ROI as a percent, like 15 or 15.25.',
      'projection.0.amount': 'Enter an amount more than zero.',
      'projection.0.quarter': 'A quarter must look like 2027-Q1.',
    });
  });

  it('checks the terms against each other as the server does', () => {
    const result = toDealInput({
      ...filled,
      minimum_ticket: '600000',
      maximum_per_backer: '1000',
      projection: [
        { quarter: '2027-Q1', amount: '1' },
        { quarter: '2027-Q1', amount: '2' },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      minimum_ticket: 'The minimum ticket must not be more than the target.',
      maximum_per_backer: 'The maximum per backer must not be less than the minimum ticket.',
      projection: 'Each quarter may appear once in the projection.',
    });
  });

  it('sends only the listing text, features and agent card once the terms are locked', () => {
    const result = toDealInput({ ...filled, title: 'New name' }, 'listing');
    expect(result.ok && result.input).toEqual({
      property: {
        title: 'New name',
        description: 'Six flats around a courtyard.',
        location: 'Pune, Maharashtra',
        features: ['Courtyard', 'Solar roof'],
        location_description: 'Ten minutes from the station.',
        agent: { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98200 00000', company: 'Rao Realty' },
      },
    });
  });
});

describe('the lifecycle', () => {
  it('locks fields by lifecycle: the proposer waits while under review, the admin may still correct it', () => {
    expect(editScope('proposer', undefined)).toBe('everything');
    expect(editScope('proposer', 'changes_requested')).toBe('everything');
    expect(editScope('proposer', 'submitted')).toBe('nothing');
    expect(editScope('proposer', 'approved')).toBe('nothing');
    expect(editScope('proposer', 'live')).toBe('listing');
    expect(editScope('admin', 'submitted')).toBe('everything');
    expect(editScope('admin', 'approved')).toBe('everything');
    expect(editScope('admin', 'live')).toBe('listing');
    expect(editScope('admin', 'funded')).toBe('listing');
    expect(editScope('admin', 'rejected')).toBe('nothing');
    expect(isEditable('title', 'listing')).toBe(true);
    expect(isEditable('target', 'listing')).toBe(false);
    expect(isEditable('structure', 'listing')).toBe(false);
    expect(isEditable('title', 'nothing')).toBe(false);
  });

  it('names the next step', () => {
    const deal = { missing: [], extended: false };
    expect(nextStep({ ...deal, lifecycle: 'draft', missing: ['target'] })).toBe('Continue editing');
    expect(nextStep({ ...deal, lifecycle: 'draft' })).toBe('Submit for review');
    expect(nextStep({ ...deal, lifecycle: 'submitted' })).toBe('Waiting for review');
    expect(nextStep({ ...deal, lifecycle: 'changes_requested' })).toBe('Fix requested changes');
    expect(nextStep({ ...deal, lifecycle: 'approved' })).toBe('Publish');
    expect(nextStep({ ...deal, lifecycle: 'live' })).toBe('Live: Extend campaign, View backers');
    expect(nextStep({ ...deal, lifecycle: 'live', extended: true })).toBe('Live: View backers');
  });

  it('approves only when the latest decision of each stage passed', () => {
    const at = '2026-01-01T00:00:00Z';
    const pass = (stage: 'documents' | 'valuation' | 'legal') => ({ stage, decision: 'pass' as const, comment: '', created_at: at });
    expect(allStagesPassed([pass('documents'), pass('valuation')])).toBe(false);
    expect(allStagesPassed([pass('documents'), pass('valuation'), pass('legal')])).toBe(true);
    expect(allStagesPassed([pass('documents'), pass('valuation'), pass('legal'), { ...pass('legal'), decision: 'changes_requested' }])).toBe(false);
  });

  it('says how long a submission waited', () => {
    expect(waitedText(null)).toBe('Not submitted');
    expect(waitedText(30_000)).toBe('less than a minute');
    expect(waitedText(60_000)).toBe('1 minute');
    expect(waitedText(5 * 3_600_000)).toBe('5 hours');
    expect(waitedText(3 * 86_400_000)).toBe('3 days');
  });
});

describe('a saved deal in the form', () => {
  it('fills the form from the deal, and its `missing` marks fields', () => {
    const deal = {
      currency: 'INR',
      target: 5_00_000_00,
      minimum_ticket: 10_000_00,
      maximum_per_backer: null,
      type: 'Residential',
      campaign_type: 'fix_n_flip',
      structure: 'llp',
      projected_roi_bps: 1520,
      holding_period_months: 0,
      projection: [{ quarter: '2027-Q2', amount: 1_000_50 }],
      property: { ...EMPTY_PROPERTY, title: 'Banyan Court', price: 0, features: ['Lift'] },
    } as unknown as Deal;
    expect(formValuesOf(deal)).toMatchObject({
      title: 'Banyan Court',
      price: '',
      features: 'Lift',
      target: '500000',
      minimum_ticket: '10000',
      maximum_per_backer: '',
      projected_roi: '15.2',
      holding_period_months: '',
      asset_class: 'Residential',
      campaign_type: 'fix_n_flip',
      structure: 'llp',
      projection: [{ quarter: '2027-Q2', amount: '1000.50' }],
    });
    expect(amountText(0)).toBe('');
    expect(percentText(1500)).toBe('15');
    expect(missingErrors(['target'])).toEqual({ target: 'Required before you submit for review.' });
  });
});

const EMPTY_PROPERTY = {
  description: '',
  type: '',
  location: '',
  area_sqft: 0,
  bedrooms: 0,
  bathrooms: 0,
  year_built: 0,
  location_description: '',
  agent: { name: '', email: '', phone: '', company: '' },
};

describe('the projected ROI in Spanish and French', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('reads and writes the percent with a decimal comma, as amounts are', async () => {
    await activateLanguage('es');
    const result = toDealInput({
      ...filled,
      price: '2.500.000',
      minimum_ticket: '10.000',
      projected_roi: '15,25',
      projection: [{ quarter: '2027-Q1', amount: '12.000,50' }],
    });
    expect(result.ok && result.input).toMatchObject({ projected_roi_bps: 1525, projection: [{ quarter: '2027-Q1', amount: 12_000_50 }] });
    // "15.25" is not a Spanish percent (the point groups thousands): the sentence shows the Spanish form.
    const refused = toDealInput({ ...filled, price: '2.500.000', minimum_ticket: '10.000', projection: [], projected_roi: '15.25' });
    expect(!refused.ok && refused.errors.projected_roi_bps).toBe('Escribe la rentabilidad prevista como porcentaje, como 15 o 15,25.');

    await activateLanguage('fr');
    expect(percentText(1520)).toBe('15,2');
    expect(amountText(12_000_50)).toBe('12000,50');
    const saved = toDealInput({ ...EMPTY_DEAL_FORM, projected_roi: percentText(1525), projection: [{ quarter: '2027-Q1', amount: amountText(12_000_50) }] });
    expect(saved.ok && saved.input).toMatchObject({ projected_roi_bps: 1525, projection: [{ quarter: '2027-Q1', amount: 12_000_50 }] });
  });
});
