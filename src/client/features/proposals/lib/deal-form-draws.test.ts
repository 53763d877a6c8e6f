import { describe, expect, it } from 'vitest';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { EMPTY_DEAL_FORM, formValuesOf, toDealInput } from './deal-form.ts';

/* The deal form's draw schedule (after-funding.md §4): a Fix 'N' Flip deal's milestones as typed, their shares as percents. */

describe('the draw schedule in the deal form', () => {
  it("starts as one Completion milestone of 100%, and is sent for a Fix 'N' Flip deal only", () => {
    expect(EMPTY_DEAL_FORM.draws).toEqual([{ name: 'Completion', share: '100' }]);
    const hold = toDealInput({ ...EMPTY_DEAL_FORM, title: 'Banyan Court' });
    expect(hold.ok && hold.input.draw_schedule).toBeUndefined();
    const flip = toDealInput({ ...EMPTY_DEAL_FORM, campaign_type: 'fix_n_flip' });
    expect(flip.ok && flip.input.draw_schedule).toEqual([{ name: 'Completion', share_bps: 10_000 }]);
  });

  it('reads shares as percents with two decimals and names trimmed', () => {
    const result = toDealInput({
      ...EMPTY_DEAL_FORM,
      campaign_type: 'fix_n_flip',
      draws: [
        { name: ' Foundation ', share: '33.33' },
        { name: 'Frame', share: '33.33' },
        { name: 'Finish', share: '33.34' },
      ],
    });
    expect(result.ok && result.input.draw_schedule).toEqual([
      { name: 'Foundation', share_bps: 3333 },
      { name: 'Frame', share_bps: 3333 },
      { name: 'Finish', share_bps: 3334 },
    ]);
  });

  it('says under the fields what the server would refuse: a share that is not a percent, shares not adding up to 100%, an empty name', () => {
    const result = toDealInput({
      ...EMPTY_DEAL_FORM,
      campaign_type: 'fix_n_flip',
      draws: [
        { name: '', share: '50' },
        { name: 'Frame', share: 'half' },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['draw_schedule.1.share_bps']).toMatch(/^Enter the share as a percent/);
    expect(result.errors.draw_schedule).toBe("The milestones' shares must add up to exactly 100%.");
    expect(result.errors['draw_schedule.0.name']).toBe('A milestone name must not be empty.');
  });

  it("fills the form from a saved Fix 'N' Flip deal's schedule", () => {
    const values = formValuesOf(
      testDeal({
        campaign_type: 'fix_n_flip',
        draw_schedule: [
          { name: 'Structure', share_bps: 4050 },
          { name: 'Handover', share_bps: 5950 },
        ],
      }),
    );
    expect(values.draws).toEqual([
      { name: 'Structure', share: '40.5' },
      { name: 'Handover', share: '59.5' },
    ]);
  });
});
