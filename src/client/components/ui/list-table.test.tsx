import { InboxIcon } from '@heroicons/react/20/solid';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListTable, ListTableEmpty, ListTableSkeleton, type ListColumn } from './list-table.tsx';

interface Fruit {
  id: string;
  name: string;
  colour: string;
}

const FRUITS: Fruit[] = [
  { id: 'a1', name: 'Apple', colour: 'Red' },
  { id: 'b2', name: 'Banana', colour: 'Yellow' },
];

function renderTable({ rows = FRUITS, busy, columns }: { rows?: Fruit[]; busy?: boolean; columns?: ListColumn<Fruit>[] } = {}) {
  return render(
    <section aria-labelledby="fruit-title">
      <h2 id="fruit-title">Fruit</h2>
      <ListTable
        labelledBy="fruit-title"
        columns={
          columns ?? [
            { header: 'Colour', cell: (fruit) => fruit.colour },
            { header: 'Name', primary: true, cell: (fruit) => fruit.name },
          ]
        }
        rows={rows}
        rowKey={(fruit) => fruit.id}
        card={(fruit, headingId) => (
          <>
            <h3 id={headingId}>{fruit.name}</h3>
            <p>{fruit.colour}</p>
          </>
        )}
        busy={busy}
        testIds={{ row: 'fruit-row', card: 'fruit-card' }}
        empty={<p>No fruit yet.</p>}
      />
    </section>,
  );
}

describe('ListTable', () => {
  it('is a table named by the list heading, with column headers and a row header per row, for wide screens', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(table.closest('.hidden.lg\\:block')).not.toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Colour', 'Name']);
    const rows = within(table).getAllByTestId('fruit-row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Apple', 'Banana']);
    expect(within(rows[1]!).getByRole('cell')).toHaveTextContent('Yellow');
    // Widths only when a column asks for one.
    expect(table).not.toHaveClass('table-fixed');
    expect(table.querySelector('colgroup')).toBeNull();
  });

  it('is a list of cards for a phone, each named by its own heading', () => {
    renderTable();
    const list = screen.getByRole('list', { name: 'Fruit' });
    expect(list).toHaveClass('lg:hidden');
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('data-testid'))).toEqual(['fruit-card', 'fruit-card']);
    expect(screen.getByRole('article', { name: 'Banana' })).toBe(cards[1]);
    expect(within(cards[1]!).getByText('Yellow')).toBeInTheDocument();
  });

  it('lays out fixed when columns have widths', () => {
    renderTable({
      columns: [
        { header: 'Name', primary: true, width: 'w-40', cell: (fruit) => fruit.name },
        { header: 'Colour', cell: (fruit) => fruit.colour },
      ],
    });
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(table).toHaveClass('table-fixed');
    expect([...table.querySelectorAll('col')].map((col) => col.className)).toEqual(['w-40', '']);
  });

  it('keeps the rows, dimmed and marked busy, while another page is on its way', () => {
    const { container } = renderTable({ busy: true });
    expect(container.querySelector('[aria-busy="true"]')).toContainElement(screen.getByRole('table', { name: 'Fruit' }));
  });

  it('shows its empty state, and no table or list, when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No fruit yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('ListTableSkeleton', () => {
  it('has placeholder rows of the table and placeholder cards, hidden from screen readers', () => {
    render(<ListTableSkeleton columns={4} testId="fruit-skeleton" />);
    const skeleton = screen.getByTestId('fruit-skeleton');
    expect(within(skeleton).getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(within(skeleton).getAllByTestId('skeleton-row')[0]!.children).toHaveLength(4);
    expect(within(skeleton).queryByRole('table')).not.toBeInTheDocument();
    expect(within(skeleton).queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('ListTableEmpty', () => {
  const text = { none: 'No fruit yet.', noMatch: 'No fruit matches these filters.' };

  it('past the last page, offers the first page', async () => {
    const onFirstPage = vi.fn();
    render(<ListTableEmpty icon={InboxIcon} total={12} filtered text={text} onFirstPage={onFirstPage} onReset={vi.fn()} />);
    expect(screen.getByText('There is nothing on this page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Filters' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(onFirstPage).toHaveBeenCalledTimes(1);
  });

  it('says when a filter matches nothing, with a way to reset it', async () => {
    const onReset = vi.fn();
    render(<ListTableEmpty icon={InboxIcon} total={0} filtered text={text} onFirstPage={vi.fn()} onReset={onReset} />);
    expect(screen.getByText('No fruit matches these filters.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('says when there is nothing yet, with nothing to do about it', () => {
    render(<ListTableEmpty icon={InboxIcon} total={0} text={{ ...text, pastEnd: 'No fruit on this page.' }} onFirstPage={vi.fn()} />);
    expect(screen.getByText('No fruit yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
