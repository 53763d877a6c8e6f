import { InboxIcon } from '@heroicons/react/20/solid';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { activateLanguage } from '../../lib/i18n.ts';
import { ListCard, ListEmptyState, ListLoadError, listCountText, QueryListCard } from './list-card.tsx';

describe('ListCard', () => {
  it('is a region named by its heading, with the count as a live status', () => {
    render(
      <ListCard titleId="things-title" title="Things" count="3 things" countTestId="thing-count">
        <ul aria-labelledby="things-title">
          <li>One</li>
        </ul>
      </ListCard>,
    );
    const region = screen.getByRole('region', { name: 'Things' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Things' })).not.toHaveAttribute('tabindex');
    expect(within(region).getByRole('status')).toHaveTextContent('3 things');
    expect(screen.getByTestId('thing-count')).toBe(within(region).getByRole('status'));
    expect(within(region).getByRole('list', { name: 'Things' })).toBeInTheDocument();
    expect(within(region).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('has no count line when none is given', () => {
    render(
      <ListCard titleId="deposits-title" title="Deposits">
        <p>Nothing yet.</p>
      </ListCard>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows page links only when there is more than one page, the page kept within them', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <ListCard titleId="t" title="Deals" count="" pages={{ page: 1, pageCount: 1, onPageChange, label: 'Deal pages' }}>
        <p>Rows</p>
      </ListCard>,
    );
    expect(screen.queryByRole('navigation', { name: 'Deal pages' })).not.toBeInTheDocument();

    rerender(
      <ListCard titleId="t" title="Deals" count="" pages={{ page: 9, pageCount: 3, onPageChange, label: 'Deal pages' }}>
        <p>Rows</p>
      </ListCard>,
    );
    const pages = screen.getByRole('navigation', { name: 'Deal pages' });
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('makes the heading focusable when it is where focus goes back to, and passes its ref to the section', () => {
    const heading = createRef<HTMLHeadingElement>();
    const section = createRef<HTMLElement>();
    render(
      <ListCard ref={section} headingRef={heading} titleId="queue-title" title="Deposits to confirm">
        <p>Rows</p>
      </ListCard>,
    );
    expect(heading.current).toBe(screen.getByRole('heading', { name: 'Deposits to confirm' }));
    expect(heading.current).toHaveAttribute('tabindex', '-1');
    heading.current!.focus();
    expect(heading.current).toHaveFocus();
    expect(section.current).toBe(screen.getByRole('region', { name: 'Deposits to confirm' }));
  });
});

describe('ListLoadError', () => {
  it('says what failed and asks to check the connection when there was no answer', async () => {
    const onRetry = vi.fn();
    render(<ListLoadError title="The deals could not be loaded." error={new ApiError(0)} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The deals could not be loaded.');
    expect(alert).toHaveTextContent('Check your connection, then try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('owns the failure when the server answered', () => {
    render(<ListLoadError title="The list could not be loaded." error={new ApiError(500)} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  });
});

describe('ListEmptyState', () => {
  it('shows its sentence and what to do about it', () => {
    render(
      <ListEmptyState icon={InboxIcon} text="There are no messages on this page.">
        <button type="button">Go to the first page</button>
      </ListEmptyState>,
    );
    expect(screen.getByText('There are no messages on this page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the first page' })).toBeInTheDocument();
  });
});

describe('QueryListCard', () => {
  function Things({ answer, onPageChange = () => {} }: { answer: () => Promise<{ items: string[]; total: number }>; onPageChange?: (page: number) => void }) {
    const list = useQuery({ queryKey: ['things'], queryFn: answer, retry: false });
    return (
      <QueryListCard
        list={list}
        page={1}
        pageSize={2}
        onPageChange={onPageChange}
        titleId="things-title"
        title="Things"
        text={{ nouns: ['thing', 'things'], loading: 'Loading things…', pages: 'Thing pages', error: 'The things could not be loaded.' }}
        placeholder={<p>placeholder</p>}
      >
        {(data) => <p>{data.items.join(', ')}</p>}
      </QueryListCard>
    );
  }
  const renderThings = (answer: () => Promise<{ items: string[]; total: number }>, onPageChange?: (page: number) => void) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Things answer={answer} onPageChange={onPageChange} />
      </QueryClientProvider>,
    );

  it('shows the placeholder while loading, then the page with its count and pager', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderThings(async () => ({ items: ['a', 'b'], total: 3 }), onPageChange);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading things…');
    expect(await screen.findByText('a, b')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1–2 of 3 things');
    await user.click(within(screen.getByRole('navigation', { name: 'Thing pages' })).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says when the list could not be loaded, with no pager, and tries again', async () => {
    const user = userEvent.setup();
    const answer = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(500, { message: 'Something went wrong.' }))
      .mockResolvedValueOnce({ items: ['a'], total: 1 });
    renderThings(answer);
    expect(await screen.findByRole('alert')).toHaveTextContent('The things could not be loaded.');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('a')).toBeInTheDocument();
  });
});

describe('a list in French', () => {
  // ICU groups French thousands with a narrow no-break space.
  const plain = (text: string) => text.replace(/\s/g, ' ');

  afterEach(async () => {
    await activateLanguage('en');
  });

  it('counts with French numbers and the nouns it is given', async () => {
    await activateLanguage('fr');
    expect(listCountText(1, 20, 1, 1, ['utilisateur', 'utilisateurs'])).toBe('1 utilisateur');
    expect(plain(listCountText(61, 20, 4_500, 20, ['utilisateur', 'utilisateurs']))).toBe('1 201–1 220 sur 4 500 utilisateurs');
  });

  it('says in French that the list could not be loaded, with a way to try again', async () => {
    await activateLanguage('fr');
    render(<ListLoadError title="Les utilisateurs n’ont pas pu être chargés." error={new ApiError(0)} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Vérifiez votre connexion, puis réessayez.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
