import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n.ts';
import { PaginationNav } from './pagination-nav.tsx';

afterEach(async () => {
  await activateLanguage('en');
});

describe('PaginationNav in French', () => {
  it('names the pager, its buttons and the position in French', async () => {
    await activateLanguage('fr');
    const onPageChange = vi.fn();
    render(<PaginationNav page={2} pageCount={12} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Page 2 sur 12')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Précédent' }));
    await user.click(within(nav).getByRole('button', { name: 'Suivant' }));
    await user.click(within(nav).getByRole('button', { name: 'Page 12' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3], [12]]);
  });

  it('keeps a pager name it is given', async () => {
    await activateLanguage('fr');
    render(<PaginationNav page={1} pageCount={3} onPageChange={() => {}} label="Pages des utilisateurs" />);
    expect(screen.getByRole('navigation', { name: 'Pages des utilisateurs' })).toBeInTheDocument();
  });
});
