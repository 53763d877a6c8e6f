import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { jsonResponse } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { DealReportsPage } from './deal-reports-page.tsx';

const FUNDED = testDeal({ lifecycle: 'funded', status: 'completed', funded_at: '2026-10-05T10:00:00Z', face_value_total: 1_00_00_000_00 });

/** The deal's reports as the server answers the viewer: its proposer may file, anyone else sees the accepted ones. */
function renderAs(role: 'proposer' | 'admin', ownsIt: boolean) {
  stubApiRoutes({
    'GET /api/deals/deal-1': () => jsonResponse(200, FUNDED),
    'GET /api/deals/deal-1/reports': () =>
      jsonResponse(200, {
        items: [],
        reporting_health: null,
        next_due: ownsIt || role === 'admin' ? { quarter: '2026-Q4', due_on: '2027-02-14' } : null,
        viewer_can_file: ownsIt,
        open_questions: [],
        fees_held: [],
      }),
  });
  signInAs(role, { id: `${role}-1` });
  renderRoutes(
    [{ path: `/${role}_dashboard/deals/:id/reports`, element: <DealReportsPage dealId="deal-1" role={role} /> }],
    `/${role}_dashboard/deals/deal-1/reports`,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe("a deal's Reports page", () => {
  it('tells its proposer when the next report is due, and offers a new one', async () => {
    renderAs('proposer', true);
    expect(await screen.findByRole('heading', { name: 'Next report due: 2026-Q4, by Feb 14, 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New report' })).toBeInTheDocument();
  });

  it('tells another proposer it only shows what was accepted: no dues, fees or form that are not theirs', async () => {
    renderAs('proposer', false);
    expect(await screen.findByText("Only the deal's proposer files its reports: here are those Sharestead accepted.")).toBeInTheDocument();
    expect(screen.queryByText('Every report due is filed.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New report' })).toBeNull();
  });
});
