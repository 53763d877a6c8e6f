import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog.tsx';

describe('ModalDialog', { timeout: 20_000 }, () => {
  it('is a dialog named by its title, with its subtitle and content; nothing while closed', () => {
    const { rerender } = render(
      <ModalDialog open={false} onClose={() => {}} title="Withdraw">
        <p>Form</p>
      </ModalDialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(
      <ModalDialog open onClose={() => {}} title="Sea Breeze Villa" subtitle="Buy 'N' Hold · 36-month holding period">
        <p>Form</p>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sea Breeze Villa' });
    expect(within(dialog).getByText("Buy 'N' Hold · 36-month holding period")).toBeInTheDocument();
    expect(within(dialog).getByText('Form')).toBeInTheDocument();
  });

  it('starts on the first field, or on Close when it is a dialog to read', async () => {
    const { unmount } = render(
      <ModalDialog open onClose={() => {}} title="Add funds">
        <input aria-label="Amount" data-autofocus />
      </ModalDialog>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus());
    unmount();

    render(
      <ModalDialog open onClose={() => {}} title="Sea Breeze Villa" focusClose>
        <p>Details</p>
      </ModalDialog>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('calls onClose from the close button and on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <ModalDialog open onClose={onClose} title="Withdraw">
        <p>Form</p>
      </ModalDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
