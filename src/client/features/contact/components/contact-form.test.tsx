import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_FAILURE } from '../lib/contact.ts';
import { ContactForm } from './contact-form.tsx';

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Minimum investment');
  await user.type(screen.getByLabelText('Message'), 'Can I invest ₹25,000 in two properties?');
}

describe('ContactForm', () => {
  it('names each missing required field and sends nothing', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve());
    render(<ContactForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please write your message.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');
  });

  it('sends without a phone and shows the success panel, then a fresh form', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve());
    render(<ContactForm send={send} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: 'Asha Rao', phone: '' }));
    await user.click(await screen.findByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('shows the failure alert and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<ContactForm send={() => Promise.reject(new Error('offline'))} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_FAILURE);
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
  });
});
