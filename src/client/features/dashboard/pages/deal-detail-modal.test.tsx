import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_DEALS } from '../data/deals.ts';
import { DealDetailModal } from './deal-detail-modal.tsx';

const deal = SAMPLE_DEALS[0]!;

describe('DealDetailModal', { timeout: 20_000 }, () => {
  it('shows the deal: name, progress, location, type, backers, ROI, listed date, deadline and both buttons', () => {
    render(<DealDetailModal deal={deal} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Harborview Residences' });
    expect(within(dialog).getByRole('progressbar', { name: 'Raised' })).toHaveAttribute('aria-valuenow', '75');
    expect(within(dialog).getByText('$712.5K of $950K')).toBeInTheDocument();
    const details = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toMatchObject({
      Location: 'Seattle, WA',
      Type: 'Residential',
      Backers: '48',
      'Projected ROI': '12.5%',
      Listed: 'Nov 3, 2025',
      Deadline: 'Dec 3, 2025',
      Status: 'Pending',
    });
    expect(within(dialog).getByRole('button', { name: 'Edit Deal' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'View All Backers' })).toBeInTheDocument();
  });

  it('renders nothing while closed or without a deal', () => {
    const { rerender } = render(<DealDetailModal deal={deal} open={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<DealDetailModal deal={null} open onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('calls onClose from the close button and on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<DealDetailModal deal={deal} open onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
