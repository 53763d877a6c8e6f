import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FilterLinks } from './filter-links.tsx';

describe('FilterLinks', () => {
  it('names its navigation, links each filter and marks the chosen one as the current page', async () => {
    const onFollow = vi.fn();
    render(
      <MemoryRouter>
        <FilterLinks
          label="KYC statuses"
          links={[
            { label: 'Submitted', to: { search: '' }, selected: true },
            { label: 'Verified', to: { search: '?status=verified' }, selected: false },
            { label: 'Rejected', to: { search: '?status=rejected' }, selected: false },
          ]}
          onFollow={onFollow}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'KYC statuses' });
    expect(within(nav).getByRole('list')).toHaveClass('grid-cols-3');
    expect(within(nav).getByRole('link', { name: 'Submitted' })).toHaveAttribute('aria-current', 'page');
    const verified = within(nav).getByRole('link', { name: 'Verified' });
    expect(verified).not.toHaveAttribute('aria-current');
    expect(verified).toHaveAttribute('href', '/?status=verified');
    await userEvent.click(verified);
    expect(onFollow).toHaveBeenCalledOnce();
  });
});
