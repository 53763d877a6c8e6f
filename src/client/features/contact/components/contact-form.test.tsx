import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { CONTACT_FAILURE } from '../lib/contact.ts';
import { ContactForm } from './contact-form.tsx';

const RECEIPT = { id: '5b4f0e4e-9f0e-4b53-9a4e-0c9c1d7f3a11', created_at: '2026-11-23T10:00:00.000Z' };

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Minimum investment');
  await user.type(screen.getByLabelText('Message'), 'Can I invest ₹25,000 in two properties?');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('names each missing required field and sends nothing', async () => {
    const calls = stubFetch();
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // The rules load with the first focus on the form; they answer once loaded.
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please write your message.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');
  });

  it('posts the message, shows Sending... while the request is in flight, then the success panel and a fresh form', async () => {
    const answer = deferred<Response>();
    const calls = stubFetch(answer.promise);
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/contact',
        body: { name: 'Asha Rao', email: 'asha@example.com', phone: '', subject: 'Minimum investment', message: 'Can I invest ₹25,000 in two properties?' },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    answer.resolve(jsonResponse(201, RECEIPT));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it.each([
    ['the server fails', () => errorResponse(500, 'Something went wrong on our side. Please try again in a moment.', 'internal_error')],
    ['the network is down', () => new TypeError('Failed to fetch')],
  ])('shows the failure alert and keeps what was typed when %s', async (_, answer) => {
    stubFetch(answer());
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_FAILURE);
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("shows a 422's sentence by the field it names", async () => {
    stubFetch(
      errorResponse(422, 'Subject contains characters that are not allowed.', 'invalid_request', [
        { field: 'subject', message: 'Subject contains characters that are not allowed.' },
      ]),
    );
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const subject = screen.getByLabelText('Subject');
    expect(await screen.findByText('Subject contains characters that are not allowed.')).toHaveAttribute('id', subject.getAttribute('aria-describedby'));
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a 429's sentence", async () => {
    const sentence = 'Too many submissions of this form from your address. Please try again in 42 minutes.';
    stubFetch(errorResponse(429, sentence, 'rate_limited'));
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  });
});
