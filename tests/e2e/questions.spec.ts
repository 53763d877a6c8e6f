import { checkScreens, expect, open, personPage, signedInState } from './support/fixtures.ts';
import { ownServerTest as test } from './support/own-server.ts';

/*
 * Questions and answers of issue 21, end to end on a server of its own (the question and the
 * notifications it causes would change what other specs read of the demo accounts): a backer asks
 * about a funded deal of the demo proposer on its property page, the proposer answers it from the
 * deal's page of its dashboard, the backer is told, and a visitor reads the answer marked Sponsor.
 * axe at 390 and 1440 px, in light and dark, on each screen.
 */

const PROPERTY = { id: 'golf-course-road-penthouse', title: 'Golf Course Road Penthouse' };
const QUESTION = 'Is the parking included in the lease, or let apart?';
const ANSWER = 'Included: the tenant has the two covered spaces of the penthouse.';

test('a backer asks about a deal, its proposer answers from the dashboard, the backer is told and a visitor reads it', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(3 * 60_000);
  const base = baseURL!;
  const dealId = ((await (await request.get(`/api/properties/${PROPERTY.id}`)).json()) as { deal: { id: string } }).deal.id;

  // 1. The backer asks on the property page: the demo history's questions are there already.
  const backerState = await signedInState('backer', base);
  const backer = await personPage(browser, base, backerState);
  await open(backer, `/properties/${PROPERTY.id}`);
  const section = backer.getByRole('region', { name: 'Questions and answers' });
  await expect(
    section.getByRole('article', { name: 'Who holds the title while the LLP owns the penthouse, and can holders see the registered sale deed?' }),
  ).toContainText('Sponsor');
  await section.getByRole('button', { name: 'Ask a question' }).click();
  await expect(section.getByText('Write your question.')).toBeVisible();
  await section.getByRole('textbox', { name: 'Your question' }).fill(`  ${QUESTION}  `);
  await section.getByRole('button', { name: 'Ask a question' }).click();
  await expect(section.getByRole('status')).toHaveText('Your question is posted below. You are told when it is answered.');
  const asked = section.getByRole('article', { name: QUESTION });
  await expect(asked).toContainText('Not answered yet.');
  await checkScreens(backer);

  // 2. The proposer answers it from the deal's page of the dashboard, where the open questions wait.
  const proposer = await personPage(browser, base, await signedInState('proposer', base));
  await open(proposer, `/proposer_dashboard/deals/${dealId}`);
  const waiting = proposer.getByRole('region', { name: 'Questions to answer' });
  const mine = waiting.getByRole('article', { name: QUESTION });
  await expect(mine).toBeVisible();
  await checkScreens(proposer);
  await mine.getByRole('button', { name: 'Answer' }).click();
  await mine.getByRole('textbox', { name: 'Your answer' }).fill(ANSWER);
  await mine.getByRole('button', { name: 'Post answer' }).click();
  await expect(waiting.getByRole('article', { name: QUESTION })).toHaveCount(0);
  await checkScreens(proposer);

  // 3. The backer is told, in the app.
  const token = backerState.origins[0]!.localStorage[0]!.value;
  const notifications = (await (await request.get('/api/notifications', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    items: { title: string }[];
  };
  expect(notifications.items.map((item) => item.title)).toContain(`Your question about ${PROPERTY.title} was answered`);

  // 4. A visitor reads the question and its answer, marked Sponsor, and is asked to sign in to ask.
  const visitor = await personPage(browser, base);
  await open(visitor, `/properties/${PROPERTY.id}`);
  const publicSection = visitor.getByRole('region', { name: 'Questions and answers' });
  const read = publicSection.getByRole('article', { name: QUESTION });
  await expect(read).toContainText('Sponsor');
  await expect(read).toContainText(ANSWER);
  await expect(publicSection.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?next=%2Fproperties%2F${PROPERTY.id}`);
  await checkScreens(visitor);
});
