import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '../../../../shared/contracts/questions.ts';
import type { Role } from '../../../../shared/roles.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { stubApiRoutes, type StubbedCall } from '../../../test/api-routes-stub.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import QuestionsSection from './questions-section.tsx';
import { QuestionsToAnswer } from './questions-to-answer.tsx';

const question = (overrides: Partial<Question> & Pick<Question, 'id' | 'body'>): Question => ({
  deal_id: 'deal-1',
  asked_by: 'Meera I.',
  asked_at: '2027-02-10T06:30:00.000Z',
  answer: null,
  hidden: null,
  ...overrides,
});

const ANSWERED_BY_SPONSOR = question({
  id: 'q-3',
  body: 'How long is the lease?',
  asked_at: '2027-02-12T06:30:00.000Z',
  answer: { body: 'Nine years.', by: 'sponsor', at: '2027-02-13T06:30:00.000Z' },
});
const OPEN = question({ id: 'q-2', body: '<b>Who</b> pays the repairs?\nAnd the tax?', asked_at: '2027-02-11T06:30:00.000Z' });
const ANSWERED_BY_SHARESTEAD = question({
  id: 'q-1',
  body: 'Is the title clear?',
  answer: { body: 'Yes: the legal review passed it.', by: 'sharestead', at: '2027-02-10T09:30:00.000Z' },
});
const HIDDEN = question({ id: 'q-0', body: 'Buy my course!', hidden: { reason: 'Advertising.', at: '2027-02-10T07:00:00.000Z' } });

/** The deal's questions as the server holds them; `more` adds the writes. */
function stubQuestions(items: Question[], canAnswer: boolean, more: Record<string, (call: StubbedCall) => Response> = {}) {
  const state = { items };
  const calls = stubApiRoutes({
    'GET /api/deals/deal-1/questions': () => jsonResponse(200, { items: state.items, viewer_can_answer: canAnswer }),
    ...more,
  });
  return { state, calls };
}

function renderSection(role?: Role) {
  if (role) signInAs(role, { id: `${role}-1` });
  renderRoutes([{ path: '/properties/:id', element: <QuestionsSection dealId="deal-1" propertyId="sea-breeze" /> }], '/properties/sea-breeze');
}

const articleOf = (name: string | RegExp) => screen.findByRole('article', { name });
const writes = (calls: StubbedCall[]) => calls.filter((call) => call.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

afterEach(async () => {
  vi.unstubAllGlobals();
  signOut();
  await activateLanguage('en');
});

describe('Questions and answers on a property page', { timeout: 30_000 }, () => {
  it("shows a visitor every question newest first, answers marked Sponsor or Sharestead, people's text as text, and a link to sign in", async () => {
    stubQuestions([ANSWERED_BY_SPONSOR, OPEN, ANSWERED_BY_SHARESTEAD], false);
    renderSection();

    expect(screen.getByRole('heading', { level: 2, name: 'Questions and answers' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Questions, newest first' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((article) => article.querySelector('p')!.textContent),
    ).toEqual(['How long is the lease?', '<b>Who</b> pays the repairs?\nAnd the tax?', 'Is the title clear?']);
    const sponsor = await articleOf('How long is the lease?');
    expect(sponsor).toHaveTextContent('Asked by Meera I. on');
    expect(sponsor).toHaveTextContent('Sponsor');
    expect(sponsor).toHaveTextContent('Nine years.');
    expect(await articleOf('Is the title clear?')).toHaveTextContent('SharesteadAnswered on');
    const open = await articleOf(/Who/);
    expect(open).toHaveTextContent('Not answered yet.');
    // Written as text, not markup.
    expect(open.querySelector('b')).toBeNull();

    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fproperties%2Fsea-breeze');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
  });

  it('says when there is no question yet', async () => {
    stubQuestions([], false);
    renderSection();
    expect(await screen.findByText('No questions yet.')).toBeInTheDocument();
  });

  it("lets a signed-in backer ask: the contract's sentence before sending, the trimmed question sent, and the server's 429 shown as it says it", async () => {
    const user = userEvent.setup();
    const limit = 'You have asked 5 questions in the last hour, as many as one person may. Please try again in 60 minutes.';
    let asked = 0;
    const { state, calls } = stubQuestions([OPEN], false, {
      'POST /api/deals/deal-1/questions': (call) => {
        asked += 1;
        if (asked > 1) return errorResponse(429, limit, 'rate_limited');
        const created = question({ id: 'q-9', body: (call.body as { body: string }).body, asked_by: 'Arjun M.', asked_at: '2027-02-14T06:30:00.000Z' });
        state.items = [created, ...state.items];
        return jsonResponse(201, created);
      },
    });
    renderSection('backer');

    const field = await screen.findByRole('textbox', { name: 'Your question' });
    await user.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Write your question.'));
    expect(writes(calls)).toEqual([]);

    await user.type(field, '  Is the lift new?  ');
    await user.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your question is posted below. You are told when it is answered.');
    expect(writes(calls)).toEqual([{ method: 'POST', url: '/api/deals/deal-1/questions', body: { body: 'Is the lift new?' } }]);
    expect(await articleOf('Is the lift new?')).toHaveTextContent('Asked by Arjun M.');
    expect(field).toHaveValue('');

    await user.type(field, 'And the roof?');
    await user.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(field).toHaveValue('And the roof?');
  });

  it("lets the deal's proposer answer an open question, and shows the answer once stored", async () => {
    const user = userEvent.setup();
    const { state, calls } = stubQuestions([ANSWERED_BY_SPONSOR, OPEN], true, {
      'POST /api/questions/q-2/answer': (call) => {
        const answered = { ...OPEN, answer: { body: (call.body as { body: string }).body, by: 'sponsor' as const, at: '2027-02-14T06:30:00.000Z' } };
        state.items = [ANSWERED_BY_SPONSOR, answered];
        return jsonResponse(200, answered);
      },
    });
    renderSection('proposer');

    const open = await articleOf(/Who/);
    // Only the open question has Answer, and it says which question it answers.
    expect(within(await articleOf('How long is the lease?')).queryByRole('button', { name: 'Answer' })).toBeNull();
    const answer = await within(open).findByRole('button', { name: 'Answer' });
    expect(answer).toHaveAccessibleDescription(/^<b>Who<\/b> pays the repairs\?\s+And the tax\?$/);
    await user.click(answer);
    await user.click(within(open).getByRole('button', { name: 'Post answer' }));
    expect(within(open).getByRole('textbox', { name: 'Your answer' })).toHaveAccessibleDescription(expect.stringContaining('Write your answer.'));
    await user.type(within(open).getByRole('textbox', { name: 'Your answer' }), 'The tenant pays both.');
    await user.click(within(open).getByRole('button', { name: 'Post answer' }));

    await waitFor(() => expect(open).toHaveTextContent('SponsorAnswered on'));
    expect(open).toHaveTextContent('The tenant pays both.');
    expect(within(open).queryByRole('button', { name: 'Answer' })).toBeNull();
    expect(writes(calls)).toEqual([{ method: 'POST', url: '/api/questions/q-2/answer', body: { body: 'The tenant pays both.' } }]);
  });

  it('shows the admin the hidden questions with their reason, and hides another with a reason in the dialog', async () => {
    const user = userEvent.setup();
    const { state, calls } = stubQuestions([OPEN, HIDDEN], true, {
      'POST /api/admin/questions/q-2/hide': (call) => {
        const hidden = { ...OPEN, hidden: { reason: (call.body as { reason: string }).reason, at: '2027-02-14T06:30:00.000Z' } };
        state.items = [hidden, HIDDEN];
        return jsonResponse(200, hidden);
      },
    });
    renderSection('admin');

    const already = await articleOf('Buy my course!');
    expect(already).toHaveTextContent('Advertising.');
    expect(within(already).queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(within(already).queryByRole('button', { name: 'Answer' })).toBeNull();

    const open = await articleOf(/Who/);
    await user.click(await within(open).findByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide question' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(expect.stringContaining('A reason is required.'));
    expect(writes(calls)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Spam. ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([{ method: 'POST', url: '/api/admin/questions/q-2/hide', body: { reason: 'Spam.' } }]);
    await waitFor(() => expect(open).toHaveTextContent('Spam.'));
  });

  it("shows a refusal of the server in the dialog, such as another admin's hiding first", async () => {
    const user = userEvent.setup();
    stubQuestions([OPEN], true, {
      'POST /api/admin/questions/q-2/hide': () =>
        errorResponse(409, 'This question is hidden: it can no longer be answered or hidden again.', 'already_hidden'),
    });
    renderSection('admin');
    await user.click(await within(await articleOf(/Who/)).findByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide question' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This question is hidden: it can no longer be answered or hidden again.');
  });

  it('reads in the language chosen', async () => {
    await activateLanguage('es');
    stubQuestions([ANSWERED_BY_SPONSOR], false);
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Preguntas y respuestas' })).toBeInTheDocument();
    expect(await articleOf('How long is the lease?')).toHaveTextContent('Promotor');
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toBeInTheDocument();
  });
});

describe("Questions to answer on the proposer's deal page", { timeout: 30_000 }, () => {
  it('lists the open questions only, oldest first, each with Answer', async () => {
    const older = question({ id: 'q-5', body: 'Older and open?', asked_at: '2027-02-01T06:30:00.000Z' });
    stubQuestions([ANSWERED_BY_SPONSOR, OPEN, older, HIDDEN], true);
    signInAs('proposer', { id: 'proposer-1' });
    renderRoutes(
      [{ path: '/proposer_dashboard/deals/:id', element: <QuestionsToAnswer dealId="deal-1" propertyId="sea-breeze" /> }],
      '/proposer_dashboard/deals/deal-1',
    );
    const list = await screen.findByRole('list', { name: 'Open questions, oldest first' });
    const articles = within(list).getAllByRole('article');
    expect(articles.map((article) => article.querySelector('p')!.textContent)).toEqual(['Older and open?', '<b>Who</b> pays the repairs?\nAnd the tax?']);
    for (const article of articles) expect(within(article).getByRole('button', { name: 'Answer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All questions and answers on the property page' })).toHaveAttribute('href', '/properties/sea-breeze');
  });

  it('says when no question waits', async () => {
    stubQuestions([ANSWERED_BY_SPONSOR], true);
    signInAs('proposer', { id: 'proposer-1' });
    renderRoutes(
      [{ path: '/proposer_dashboard/deals/:id', element: <QuestionsToAnswer dealId="deal-1" propertyId="sea-breeze" /> }],
      '/proposer_dashboard/deals/deal-1',
    );
    expect(await screen.findByText('No question waits for an answer.')).toBeInTheDocument();
  });
});
