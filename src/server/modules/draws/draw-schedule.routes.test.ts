import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createLiveTestDeal, registerTestUser, TEST_DEAL_FORM, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The draw schedule as a deal term (interfaces.md, "After funding"): a Fix 'N' Flip deal's
 * milestones, one "Completion" of 10000 unless given, 1 to 10 named milestones whose shares add up
 * to exactly 10000; none for Buy 'N' Hold; locked once the deal is live like the other terms.
 */

let t: TestApp;
let admin: string;
let proposer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  proposer = await registerTestUser(t.app, 'proposer');
});
afterAll(() => t.close());

const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/deals', headers: { authorization: `Bearer ${proposer.token}` }, payload });
const patch = (token: string, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/deals/${id}`, headers: { authorization: `Bearer ${token}` }, payload });

const THREE = [
  { name: 'Foundation', share_bps: 3000 },
  { name: 'Frame', share_bps: 3000 },
  { name: 'Finish', share_bps: 4000 },
];

describe('draw_schedule', () => {
  it("is one Completion milestone for a Fix 'N' Flip deal unless given, and null for Buy 'N' Hold", async () => {
    const hold = await create(TEST_DEAL_FORM);
    expect(hold.json().draw_schedule).toBeNull();
    const flip = await create({ ...TEST_DEAL_FORM, campaign_type: 'fix_n_flip' });
    expect(flip.statusCode).toBe(201);
    expect(flip.json().draw_schedule).toEqual([{ name: 'Completion', share_bps: 10_000 }]);
  });

  it('is stored as given (names trimmed) and changed while a draft', async () => {
    const flip = await create({
      ...TEST_DEAL_FORM,
      campaign_type: 'fix_n_flip',
      draw_schedule: [{ name: '  Foundation ', share_bps: 3000 }, ...THREE.slice(1)],
    });
    expect(flip.statusCode).toBe(201);
    expect(flip.json().draw_schedule).toEqual(THREE);
    const changed = await patch(proposer.token, flip.json().id, { draw_schedule: [{ name: 'Keys', share_bps: 10_000 }] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().draw_schedule).toEqual([{ name: 'Keys', share_bps: 10_000 }]);
  });

  it('refuses shares that do not add up to 10000, no milestone or more than 10, and names empty or over 80 characters (422)', async () => {
    const refusals: [unknown, string][] = [
      [[{ name: 'Half', share_bps: 5000 }], "The milestones' shares must add up to exactly 100%."],
      [
        [
          { name: 'A', share_bps: 6000 },
          { name: 'B', share_bps: 6000 },
        ],
        "The milestones' shares must add up to exactly 100%.",
      ],
      [[], 'The draw schedule needs at least one milestone.'],
      [
        Array.from({ length: 11 }, (_, index) => ({ name: `Stage ${index}`, share_bps: index === 0 ? 9000 : 100 })),
        'The draw schedule has at most 10 milestones.',
      ],
      [[{ name: ' ', share_bps: 10_000 }], 'A milestone name must not be empty.'],
      [[{ name: 'x'.repeat(81), share_bps: 10_000 }], 'A milestone name must be at most 80 characters.'],
      [[{ name: 'All', share_bps: 10_001 }], "A milestone's share must be at most 10000 basis points."],
      [[{ name: 'All', share_bps: 0 }], "A milestone's share must be at least 1 basis point."],
      [[{ name: 'All', share_bps: 99.5 }], "A milestone's share must be a whole number of basis points."],
      [[{ name: 'All', share_bps: 10_000, extra: 1 }], 'A milestone takes name and share_bps.'],
      ['Completion', 'The draw schedule must be a list of milestones.'],
    ];
    for (const [schedule, message] of refusals) {
      const answer = await create({ ...TEST_DEAL_FORM, campaign_type: 'fix_n_flip', draw_schedule: schedule });
      expect([answer.statusCode, answer.json().errors?.[0]?.message], JSON.stringify(schedule).slice(0, 100)).toEqual([422, message]);
      expect(answer.json().errors[0].field).toMatch(/^draw_schedule/);
    }
    expect(
      (
        await create({
          ...TEST_DEAL_FORM,
          campaign_type: 'fix_n_flip',
          draw_schedule: Array.from({ length: 10 }, (_, index) => ({ name: 'x'.repeat(80), share_bps: 1000 + index - (index === 9 ? 45 : 0) })),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('is locked once the deal is live, for its proposer and the admin (409 deal_locked)', async () => {
    const live = await createLiveTestDeal(t.app, t.database.db, proposer, { campaignType: 'fix_n_flip' });
    for (const token of [proposer.token, admin]) {
      const changed = await patch(token, live.id, { draw_schedule: THREE });
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toMatchObject({ code: 'deal_locked', errors: [{ field: 'draw_schedule', message: 'Locked once the deal is live.' }] });
    }
  });
});
