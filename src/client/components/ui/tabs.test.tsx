import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const items = [
  { label: 'One', panel: <p>First panel</p> },
  { label: 'Two', panel: <p>Second panel</p> },
  { label: 'Three', panel: <p>Third panel</p> },
];

describe('Tabs', () => {
  it('shows the first panel, tied to its tab, and only the selected tab is in the tab order', () => {
    render(<Tabs label="Sections" items={items} />);
    const first = screen.getByRole('tab', { name: 'One' });
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('First panel');
    expect(screen.queryByText('Second panel')).not.toBeVisible();
  });

  it('moves with the arrow keys (wrapping), Home and End, and follows clicks', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Sections" items={items} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Third panel');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Second panel');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveFocus();
  });

  it('tells the page which tab was chosen, once per change', async () => {
    const user = userEvent.setup();
    const chosen: number[] = [];
    render(<Tabs label="Sections" items={items} onSelect={(index) => chosen.push(index)} />);
    await user.click(screen.getByRole('tab', { name: 'One' }));
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Home}');
    expect(chosen).toEqual([1, 2, 0]);
  });
});
