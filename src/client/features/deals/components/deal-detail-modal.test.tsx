import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { applyTimeZone } from '../../../lib/time-zone.ts';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { DealDetailModal } from './deal-detail-modal.tsx';

const deal = testDeal({ listed_at: '2026-02-01T12:00:00Z', deadline: '2026-03-03T12:00:00Z' });

function renderModal(props: Partial<Parameters<typeof DealDetailModal>[0]> = {}) {
  return render(
    <MemoryRouter>
      <DealDetailModal deal={deal} open onClose={() => {}} {...props} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  signOut();
});

describe('DealDetailModal', { timeout: 20_000 }, () => {
  it('names the sponsor, with their reporting health on this deal and a link to their track record', () => {
    renderModal({ deal: testDeal({ reporting_health: 'late' }) });
    const dialog = screen.getByRole('dialog', { name: 'Sea Breeze Villa' });
    const term = within(dialog)
      .getAllByRole('term')
      .find((candidate) => candidate.textContent === 'Sponsor')!;
    const value = term.nextElementSibling as HTMLElement;
    expect(value).toHaveTextContent('Arjun Mehta, Coastal Homes');
    expect(within(value).getByText('Report overdue')).toBeInTheDocument();
    expect(within(value).getByRole('link', { name: "Sponsor's track record" })).toHaveAttribute('href', '/proposers/proposer-1');
  });

  it('shows the deal: name, progress, location, type, structure, backers, ROI, listed date, deadline, minimum and status', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Sea Breeze Villa' });
    const progress = within(dialog).getByRole('progressbar', { name: 'Raised' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(progress).toHaveAttribute('aria-valuetext', '₹40,00,000 of ₹1,00,00,000 (40%)');
    const details = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toMatchObject({
      Location: 'Candolim, Goa',
      Type: 'Residential',
      Structure: 'Private limited company (SPV)',
      Backers: '12',
      'Projected ROI': '15.2%',
      Listed: 'Feb 1, 2026',
      // To the minute, and in which zone: a short campaign's day alone misleads.
      Deadline: expect.stringMatching(/^Mar 3, 2026, \d{1,2}:\d{2}\s[AP]M \S+$/),
      'Minimum investment': '₹10,000',
      Status: 'Pending',
    });
  });

  it('shows the deadline in the signed-in person’s zone, moving when they change it, the instant unchanged', () => {
    signInAs('backer', { id: 'modal-zone' });
    applyTimeZone('UTC+5:30');
    renderModal();
    // The one <time> in the modal: the deadline.
    const deadline = () => screen.getByRole('dialog').querySelector('time')!;
    expect(deadline()).toHaveAttribute('datetime', '2026-03-03T12:00:00Z');
    expect(deadline().textContent?.replace(/\s/g, ' ')).toBe('Mar 3, 2026, 5:30 PM UTC+5:30');
    act(() => applyTimeZone('UTC-8'));
    expect(deadline()).toHaveAttribute('datetime', '2026-03-03T12:00:00Z');
    expect(deadline().textContent?.replace(/\s/g, ' ')).toBe('Mar 3, 2026, 4:00 AM UTC-8');
  });

  it('links to the property and shows the actions it is given, and no button that does nothing', () => {
    renderModal({ actions: <button type="button">Invest</button> });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'View property' })).toHaveAttribute('href', '/properties/sea-breeze-villa-goa');
    expect(within(dialog).getByRole('button', { name: 'Invest' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit Deal' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'View All Backers' })).not.toBeInTheDocument();
  });

  it('names the structure backers would hold the property through, in the interface’s language', async () => {
    const detail = (term: string) => within(screen.getByRole('dialog')).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    const { unmount } = renderModal({ deal: testDeal({ structure: 'sm_reit' }) });
    expect(detail('Structure')).toBe('SM REIT scheme');
    unmount();
    await activateLanguage('fr');
    try {
      renderModal({ deal: testDeal({ structure: 'aif' }) });
      expect(detail('Structure')).toBe('AIF de catégorie II');
    } finally {
      await activateLanguage('en');
    }
  });

  it('writes a dollar deal in dollars', () => {
    renderModal({ deal: testDeal({ currency: 'USD', raised: 712_500_00, target: 950_000_00, minimum_ticket: 10_000_00 }) });
    expect(screen.getByRole('progressbar', { name: 'Raised' })).toHaveAttribute('aria-valuetext', '$712,500 of $950,000 (75%)');
  });

  it('renders nothing while closed or without a deal', () => {
    const { unmount } = renderModal({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    renderModal({ deal: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('calls onClose from the close button and on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderModal({ onClose });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
