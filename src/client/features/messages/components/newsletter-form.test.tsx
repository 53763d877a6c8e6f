import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { NEWSLETTER_FAILURE, NewsletterForm } from './newsletter-form.tsx';

const THANKS = 'Thank you for subscribing! Watch your inbox for new deals and market notes.';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NewsletterForm', () => {
  it('requires an email, as the browser checks it', () => {
    stubFetch();
    renderForm();
    const email = screen.getByLabelText('Newsletter email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
  });

  it('thanks the reader only once the server has the address, and clears the field', async () => {
    const answer = deferred<Response>();
    const calls = stubFetch(answer.promise);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Newsletter email'), 'Reader@Example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(calls).toEqual([{ method: 'POST', url: '/api/newsletter', body: { email: 'Reader@Example.com' } }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answer.resolve(jsonResponse(201, { email: 'reader@example.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(THANKS);
    expect(screen.getByLabelText('Newsletter email')).toHaveValue('');
  });

  it("checks the address with the server's rule before sending", async () => {
    const calls = stubFetch();
    const user = userEvent.setup();
    renderForm();
    // A browser's own check accepts this; the shared contract asks for a full domain.
    await user.type(screen.getByLabelText('Newsletter email'), 'reader@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByLabelText('Newsletter email')).toHaveAttribute('aria-describedby', error.id);
    expect(calls).toEqual([]);
  });

  it.each([
    [
      'a 429',
      () => errorResponse(429, 'Too many submissions of this form from your address. Please try again in 9 minutes.', 'rate_limited'),
      'Please try again in 9 minutes.',
    ],
    [
      'a 422',
      () =>
        errorResponse(422, 'Email must be at most 254 characters.', 'invalid_request', [{ field: 'email', message: 'Email must be at most 254 characters.' }]),
      'Email must be at most 254 characters.',
    ],
    ['a 500', () => errorResponse(500, 'Something went wrong on our side.', 'internal_error'), NEWSLETTER_FAILURE],
  ])('shows why after %s, without thanks', async (_, answer, sentence) => {
    stubFetch(answer());
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Newsletter email'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Newsletter email')).toHaveValue('reader@example.com');
  });
});
