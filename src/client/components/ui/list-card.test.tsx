import { InboxIcon } from '@heroicons/react/20/solid';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { ListCard, ListEmptyState, ListLoadError } from './list-card.tsx';

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
