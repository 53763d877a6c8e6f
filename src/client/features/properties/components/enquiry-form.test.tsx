import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { ENQUIRY_FAILURE, ENQUIRY_THANKS_MS, type EnquirySender } from '../lib/enquiry.ts';
import { EnquiryForm } from './enquiry-form.tsx';

const PROPERTY = { id: 'sea-breeze-villa-anjuna', title: 'Sea Breeze Villa' };
const RECEIPT = { id: '0f8c1c55-3b7e-4a43-9a8e-5a4b8a7e2d10', property_id: PROPERTY.id, created_at: '2026-11-23T10:00:00.000Z' };

function renderForm(sender?: EnquirySender) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EnquiryForm propertyId={PROPERTY.id} propertyTitle={PROPERTY.title} sender={sender} />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('region', { name: 'Ask about this property' }));
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof renderForm>) {
  await user.type(form.getByLabelText('Name'), 'Kiran Shah');
  await user.type(form.getByLabelText('Email'), 'kiran@example.com');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EnquiryForm', () => {
  it('asks for name, email and message and sends nothing', async () => {
    const calls = stubFetch();
    const user = userEvent.setup();
    const form = renderForm();
    await user.clear(form.getByLabelText('Message'));
    await user.click(form.getByRole('button', { name: 'Send Enquiry' }));
    expect(await form.findByText('Please enter your name.')).toBeInTheDocument();
    expect(form.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(form.getByText('Please write a message.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the enquiry, thanks the visitor for 3 s once the server has it, then resets the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answer = deferred<Response>();
    const calls = stubFetch(answer.promise);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const form = renderForm();
    await fillIn(user, form);
    await user.type(form.getByLabelText('Phone'), '+91 98450 12345');
    await user.click(form.getByRole('button', { name: 'Send Enquiry' }));

    expect(await form.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: `/api/properties/${PROPERTY.id}/enquiries`,
        body: {
          name: 'Kiran Shah',
          email: 'kiran@example.com',
          phone: '+91 98450 12345',
          message: expect.stringContaining('interested in Sea Breeze Villa'),
        },
      },
    ]);
    // No thanks before the server has answered.
    expect(form.queryByRole('status')).not.toBeInTheDocument();
    answer.resolve(jsonResponse(201, RECEIPT));
    expect(await form.findByRole('status')).toHaveTextContent('Thank you for your enquiry!');

    act(() => vi.advanceTimersByTime(ENQUIRY_THANKS_MS - 100));
    expect(form.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(form.queryByRole('status')).not.toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveValue('');
    expect(form.getByLabelText('Phone')).toHaveValue('');
    expect((form.getByLabelText('Message') as HTMLTextAreaElement).value).toContain('would like more information');
    expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
  });

  it('starts with a signed-in person’s name and email, still editable, and keeps them for the next enquiry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubFetch(jsonResponse(201, RECEIPT));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const form = renderForm({ name: 'Meera Nair', email: 'meera@example.com' });
    expect(form.getByLabelText('Name')).toHaveValue('Meera Nair');
    expect(form.getByLabelText('Email')).toHaveValue('meera@example.com');
    expect(form.getByLabelText('Phone')).toHaveValue('');
    await user.clear(form.getByLabelText('Name'));
    await user.type(form.getByLabelText('Name'), 'Meera N.');
    await user.type(form.getByLabelText('Phone'), '+91 98450 12345');

    await user.click(form.getByRole('button', { name: 'Send Enquiry' }));
    expect(await form.findByRole('status')).toHaveTextContent('Thank you for your enquiry!');
    expect(calls[0]?.body).toMatchObject({ name: 'Meera N.', email: 'meera@example.com', phone: '+91 98450 12345' });
    act(() => vi.advanceTimersByTime(ENQUIRY_THANKS_MS + 100));
    expect(form.getByLabelText('Name')).toHaveValue('Meera Nair');
    expect(form.getByLabelText('Email')).toHaveValue('meera@example.com');
    expect(form.getByLabelText('Phone')).toHaveValue('');
  });

  it.each([
    ['a 404 (the property is gone)', () => errorResponse(404, 'There is no property at this address.', 'not_found'), 'There is no property at this address.'],
    [
      'a 429',
      () => errorResponse(429, 'Too many submissions of this form from your address. Please try again in 5 minutes.', 'rate_limited'),
      'Please try again in 5 minutes.',
    ],
    ['a 500', () => errorResponse(500, 'Something went wrong on our side.', 'internal_error'), ENQUIRY_FAILURE],
    ['no network', () => new TypeError('Failed to fetch'), ENQUIRY_FAILURE],
  ])('does not thank the visitor after %s: it says why and keeps the enquiry', async (_, answer, sentence) => {
    stubFetch(answer());
    const user = userEvent.setup();
    const form = renderForm();
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Send Enquiry' }));
    expect(await form.findByRole('alert')).toHaveTextContent(sentence);
    expect(form.queryByRole('status')).not.toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveValue('Kiran Shah');
  });

  it("shows a 422's sentence by the field it names", async () => {
    stubFetch(
      errorResponse(422, 'Phone must be at most 32 characters.', 'invalid_request', [{ field: 'phone', message: 'Phone must be at most 32 characters.' }]),
    );
    const user = userEvent.setup();
    const form = renderForm();
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Send Enquiry' }));
    expect(await form.findByText('Phone must be at most 32 characters.')).toBeInTheDocument();
    expect(form.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });
});
