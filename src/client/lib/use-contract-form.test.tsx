import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../components/ui/form-fields.tsx';
import type { FormProblem } from './form-submission.ts';
import { useContractForm } from './use-contract-form.ts';

type Draft = { name: string; city: string };
type Field = 'name' | 'city';
type Send = (body: Draft, callbacks: { onSuccess: (answer: string) => void; onError: (error: Error) => void }) => void;

function NameForm({ send, onSaved }: { send: Send; onSaved: (answer: string) => void }) {
  const { draft, set, text, errors, alert, formRef, submit } = useContractForm({
    initial: (): Draft => ({ name: '', city: 'Pune' }),
    bodyOf: (value) => ({ name: value.name.trim(), city: value.city.trim() }),
    validate: (body): Partial<Record<Field, string>> => ({
      ...(body.city ? {} : { city: 'Enter your city.' }),
      ...(body.name ? {} : { name: 'Enter your name.' }),
    }),
    send,
    problemOf: (error): FormProblem<Field> =>
      error.message === 'taken' ? { fields: { name: 'That name is taken.' }, alert: null } : { fields: {}, alert: 'Try again.' },
    onSaved,
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {alert && <p role="alert">{alert}</p>}
      <TextField label="City" {...text('city')} error={errors.city} />
      <TextField label="Name" value={draft.name} onChange={(event) => set({ name: event.target.value })} error={errors.name} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useContractForm', () => {
  it('sends nothing the contract refuses, and puts the focus on the first field with a problem', async () => {
    const user = userEvent.setup();
    const send = vi.fn<Send>();
    render(<NameForm send={send} onSaved={() => {}} />);
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Enter your city.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter your name.');
  });

  it("sends the draft's body and hands the answer on", async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const send = vi.fn<Send>((_body, { onSuccess }) => onSuccess('saved'));
    render(<NameForm send={send} onSaved={onSaved} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Asha ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledWith({ name: 'Asha', city: 'Pune' }, expect.anything());
    expect(onSaved).toHaveBeenCalledWith('saved');
  });

  it("shows the server's refusal by field, or for the whole form, and clears it on the next try", async () => {
    const user = userEvent.setup();
    let answer: (callbacks: Parameters<Send>[1]) => void = ({ onError }) => onError(new Error('taken'));
    const send = vi.fn<Send>((_body, callbacks) => answer(callbacks));
    render(<NameForm send={send} onSaved={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('That name is taken.');

    answer = ({ onError }) => onError(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Try again.');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');

    answer = ({ onSuccess }) => onSuccess('saved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
