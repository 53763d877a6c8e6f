import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MessageItem } from '../../../../shared/contracts/messages.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { deferred, errorResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { pageOf as listOf, renderRoutes, stubScrolling } from '../../../test/list-page.tsx';
import { AdminMessagesPage } from './admin-messages-page.tsx';

const PATH = '/admin_dashboard/messages';
const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const CONTACT: MessageItem = {
  kind: 'contact',
  id: '0d1c6f5e-1111-4b53-9a4e-0c9c1d7f3a11',
  created_at: ago(5 * MINUTE),
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  subject: 'Minimum investment',
  message: 'Can I invest ₹25,000\nin two properties?',
};
const ENQUIRY: MessageItem = {
  kind: 'enquiry',
  id: '0d1c6f5e-2222-4b53-9a4e-0c9c1d7f3a11',
  created_at: ago(3 * 60 * MINUTE),
  name: 'Vikram Shah',
  email: 'vikram@example.com',
  phone: null,
  message: 'Is the villa rented out at the moment?',
  property: { id: 'sea-breeze-villa-anjuna', title: 'Sea Breeze Villa' },
};
const NEWSLETTER: MessageItem = {
  kind: 'newsletter',
  id: '0d1c6f5e-3333-4b53-9a4e-0c9c1d7f3a11',
  created_at: ago(2 * 24 * 60 * MINUTE),
  email: 'reader@example.com',
};

const renderPage = (entry = PATH) =>
  renderRoutes(
    [
      { path: PATH, element: <AdminMessagesPage /> },
      { path: '/properties/:id', element: <p>Property page</p> },
    ],
    entry,
  );
const kinds = () => screen.getByRole('navigation', { name: 'Message kinds' });
const scrollIntoView = stubScrolling();

describe('AdminMessagesPage', () => {
  it('shows a skeleton and "Loading messages…" until the first page arrives, asking for page 1 of every kind', async () => {
    const answer = deferred<Response>();
    const calls = stubFetch(answer.promise);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByTestId('messages-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages…');
    expect(calls).toEqual([{ method: 'GET', url: '/api/admin/messages?page=1&page_size=20', body: undefined }]);

    answer.resolve(listOf([CONTACT]));
    expect(await screen.findByRole('table', { name: 'All messages' })).toBeInTheDocument();
    expect(screen.queryByTestId('messages-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 message');
  });

  it('shows each kind: sender, email and phone links, subject or property, the text, and when it arrived', async () => {
    stubFetch(listOf([CONTACT, ENQUIRY, NEWSLETTER]));
    renderPage();
    const rows = within(await screen.findByRole('table', { name: 'All messages' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 messages');

    const [contact, enquiry, newsletter] = rows.map((row) => within(row));
    expect(contact!.getByText('Contact')).toBeInTheDocument();
    expect(contact!.getByRole('rowheader')).toHaveTextContent('Asha Rao');
    expect(contact!.getByRole('link', { name: 'asha@example.com' })).toHaveAttribute('href', 'mailto:asha@example.com');
    expect(contact!.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(contact!.getByText('Minimum investment')).toBeInTheDocument();
    expect(contact!.getByText(/Can I invest ₹25,000\s+in two properties\?/)).toBeInTheDocument();
    const time = rows[0]!.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', CONTACT.created_at);
    expect(time).toHaveTextContent('5 minutes ago');
    expect(time.textContent).toMatch(/\d{4}, \d{1,2}:\d{2}/);

    expect(enquiry!.getByText('Enquiry')).toBeInTheDocument();
    expect(enquiry!.getByRole('rowheader')).toHaveTextContent('Vikram Shah');
    expect(enquiry!.queryByRole('link', { name: /^tel:/ })).not.toBeInTheDocument();
    expect(enquiry!.getByRole('link', { name: 'Sea Breeze Villa' })).toHaveAttribute('href', '/properties/sea-breeze-villa-anjuna');
    expect(enquiry!.getByText('3 hours ago')).toBeInTheDocument();

    expect(newsletter!.getByText('Newsletter', { selector: 'span' })).toBeInTheDocument();
    expect(newsletter!.getByRole('rowheader')).toHaveTextContent('reader@example.com');
    expect(newsletter!.getByText('Subscribed to the newsletter.')).toBeInTheDocument();
    expect(newsletter!.getByText('2 days ago')).toBeInTheDocument();

    // The phone layout: one card per message, named by what it is about.
    const cards = within(screen.getByRole('list', { name: 'All messages' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Minimum investment',
      'About Sea Breeze Villa',
      'Newsletter sign-up',
    ]);
    expect(screen.getByRole('article', { name: 'Minimum investment' })).toBe(cards[0]);
    // Short messages are shown whole, with nothing to expand.
    expect(screen.queryByRole('button', { name: 'Show the whole message' })).not.toBeInTheDocument();
  });

  it('says "No messages yet." when nothing has been sent', async () => {
    stubFetch(listOf([]));
    renderPage();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Message pages' })).not.toBeInTheDocument();
  });

  it('on a failure says so with a Try again button that asks again', async () => {
    const again = deferred<Response>();
    const calls = stubFetch(errorResponse(500, 'Something went wrong.', 'internal_error'), again.promise);
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The messages could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('messages-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages…');
    again.resolve(listOf([CONTACT]));
    expect(await screen.findByRole('table', { name: 'All messages' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('filters by kind through the URL, from the first page, and marks the chosen filter', async () => {
    const calls = stubFetch(listOf([CONTACT, ENQUIRY], { total: 45 }), listOf([ENQUIRY]));
    const user = userEvent.setup();
    const router = renderPage(`${PATH}?page=2`);
    await screen.findByRole('table', { name: 'All messages' });
    expect(within(kinds()).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(kinds()).getByRole('link', { name: 'Enquiries' }));
    expect(router.state.location.search).toBe('?kind=enquiry');
    expect(await screen.findByRole('table', { name: 'Property enquiries' })).toBeInTheDocument();
    expect(within(kinds()).getByRole('link', { name: 'Enquiries' })).toHaveAttribute('aria-current', 'page');
    expect(within(kinds()).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('status')).toHaveTextContent('1 enquiry');
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/messages?page=2&page_size=20', '/api/admin/messages?page=1&page_size=20&kind=enquiry']);
    expect(within(kinds()).getByRole('link', { name: 'All' })).toHaveAttribute('href', PATH);
  });

  it('an unknown kind in the URL lists every kind', async () => {
    const calls = stubFetch(listOf([CONTACT]));
    renderPage(`${PATH}?kind=spam`);
    await screen.findByRole('table', { name: 'All messages' });
    expect(calls[0]!.url).toBe('/api/admin/messages?page=1&page_size=20');
  });

  it('pages through the messages, keeping the kind, with the current page dimmed until the next arrives', async () => {
    const pageTwo = deferred<Response>();
    const calls = stubFetch(listOf([CONTACT], { total: 45 }), pageTwo.promise);
    const user = userEvent.setup();
    const router = renderPage(`${PATH}?kind=contact`);
    await screen.findByRole('table', { name: 'Contact messages' });
    expect(screen.getByRole('status')).toHaveTextContent('1–20 of 45 messages');
    const pages = screen.getByRole('navigation', { name: 'Message pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?kind=contact&page=2');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(calls[1]!.url).toBe('/api/admin/messages?page=2&page_size=20&kind=contact');
    // The first page's rows stay on screen, marked busy, until page 2 arrives.
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages…');
    expect(screen.getByText('Minimum investment', { selector: 'td span' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    pageTwo.resolve(listOf([{ ...CONTACT, id: 'another', subject: 'Second page' }], { total: 45, page: 2 }));
    expect(await screen.findByText('Second page', { selector: 'td span' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('21–40 of 45 messages');
    expect(within(screen.getByRole('navigation', { name: 'Message pages' })).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('a page past the last one offers the first page', async () => {
    const calls = stubFetch(listOf([], { total: 3, page: 9 }), listOf([CONTACT, ENQUIRY, NEWSLETTER]));
    const user = userEvent.setup();
    const router = renderPage(`${PATH}?page=9`);
    expect(await screen.findByText('There are no messages on this page.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('table', { name: 'All messages' })).toBeInTheDocument();
    expect(calls[1]!.url).toBe('/api/admin/messages?page=1&page_size=20');
  });

  it('a long message shows its first lines until the admin asks for the whole of it', async () => {
    const long = `${'I would like to know more about the rental yield. '.repeat(10)}Thanks.`;
    stubFetch(listOf([{ ...CONTACT, message: long }]));
    const user = userEvent.setup();
    renderPage();
    const row = within(within(await screen.findByRole('table', { name: 'All messages' })).getAllByRole('row')[1]!);
    const toggle = row.getByRole('button', { name: 'Show the whole message' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(text).toHaveClass('line-clamp-4');
    await user.click(toggle);
    expect(row.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(text).not.toHaveClass('line-clamp-4');
  });
});

describe('the inbox in French', () => {
  beforeEach(() => activateLanguage('fr'));
  afterEach(() => activateLanguage('en'));

  it('names the kinds, the count and the enquiry’s property in French, what the visitor wrote as written', async () => {
    stubFetch(listOf([ENQUIRY, { ...ENQUIRY, id: '0d1c6f5e-4444-4b53-9a4e-0c9c1d7f3a11' }], { total: 2 }));
    renderPage(`${PATH}?kind=enquiry`);

    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Types de message' })).getByRole('link', { name: 'Demandes' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Demandes sur des biens' });
    expect(screen.getByTestId('message-count')).toHaveTextContent('2 demandes');
    const row = within(within(table).getAllByRole('row')[1]!);
    expect(row.getByText('Demande')).toBeInTheDocument();
    expect(row.getByRole('cell', { name: /^Concernant Sea Breeze Villa$/ })).toBeInTheDocument();
    expect(row.getByText('Is the villa rented out at the moment?')).toHaveAttribute('translate', 'no');
  });
});
