import path from 'node:path';
import type { APIRequestContext, BrowserContext, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { APPROVED_DEAL_IDS } from '../../src/server/db/seed/history-samples.ts';
import { expect, expectNoAxeViolations, open, signIn, test as base, uniqueEmail } from './support/fixtures.ts';
import { expectVisibleFocus, tabTo } from './support/focus.ts';
import { demoToken, fundedVerifiedBacker } from './support/investing.ts';
import { startServer, type StartedServer } from './support/server.ts';
import { balance, paymentsLoaded, walletLoaded } from './support/wallet.ts';

/*
 * The investing story of issue 11, end to end, with campaigns of minutes: a new backer registers,
 * is verified, adds funds and invests; one deal fills and funds, one misses its target and is
 * refunded by its close job after the deadline, one is extended and its two backers answer, one
 * staying and one taking the money back. People act through the pages; only the proposer's
 * publish and extension go through the API (the proposer's deal pages come later), and the
 * second backer is registered, verified and funded through it (the first walks those pages).
 *
 * The story runs on a server of its own, started for it with short campaign settings: its
 * commitments change the Overview's figures (active backers, Recent Investments) that other specs
 * read from the seeded history on the run's shared server, and its settings reach no other spec.
 * The three deals are the demo proposer's approved ones of the seed (fixed ids: nothing lists an
 * approved deal before the proposer's deal pages exist).
 */

/**
 * Room for every step between the deals going live and the extension's answers on a slow machine
 * (the steps take ~100 s on this 2-core one, and half as long again on a slower one); the story
 * waits for the deadline once.
 */
const CAMPAIGN = { CAMPAIGN_DURATION: '240s', EXTENSION_DURATION: '60s', CANCEL_CUTOFF: '20s' };

type StorageState = BrowserContextOptions['storageState'];

const test = base.extend<{ story: StartedServer; newPerson: (storageState?: StorageState) => Promise<Page> }>({
  story: [
    async ({}, use) => {
      const server = await startServer(CAMPAIGN);
      await use(server);
      await server.stop();
    },
    { timeout: 90_000 },
  ],
  baseURL: async ({ story }, use) => {
    await use(story.baseURL);
  },
  /** A page in a browser context of its own (one person), on a wide screen. */
  newPerson: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (storageState) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, storageState });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

interface StoryDeal {
  id: string;
  propertyId: string;
  name: string;
}
/** Fills its target and funds. */
const FILLS: StoryDeal = { id: APPROVED_DEAL_IDS.gachibowli, propertyId: 'gachibowli-studio-apartment', name: 'Gachibowli Studio near the Financial District' };
/** Misses its target and is refunded at its deadline. */
const MISSES: StoryDeal = { id: APPROVED_DEAL_IDS.omr, propertyId: 'omr-townhouse-chennai', name: 'OMR Corridor Townhouse' };
/** Is extended: one backer stays in, the other takes the money back. */
const EXTENDED: StoryDeal = { id: APPROVED_DEAL_IDS.noida, propertyId: 'noida-family-house', name: 'Noida Family House with Garden' };

const WALLET = '/backer_dashboard/wallet';
const PORTFOLIO = '/backer_dashboard/portfolio';
const PASSWORD = 'monsoon-verandah-42';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * axe at a phone's width and a wide screen's, ending wide. With E2E_SHOTS_DIR set, a screenshot of
 * each too: the whole page, or the screen when a dialog is open (its backdrop covers only the screen).
 */
async function checkScreens(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    const shots = process.env.E2E_SHOTS_DIR;
    if (shots) {
      const dialogOpen = (await page.getByRole('dialog').count()) > 0;
      await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: !dialogOpen });
    }
  }
}

/** The proposer's campaign step that has no page yet, through the API. */
async function asProposer(request: APIRequestContext, token: string, deal: StoryDeal, step: 'publish' | 'extension') {
  const response = await request.post(`/api/deals/${deal.id}/${step}`, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { lifecycle: string; deadline: string; original_deadline: string | null };
}

const fundingPanel = (page: Page) => page.getByRole('region', { name: 'Funding' });
const holding = (page: Page, deal: StoryDeal) => page.getByRole('article', { name: deal.name });

async function portfolioLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  await expect(page.getByTestId('portfolio-skeleton')).toHaveCount(0);
}

async function expectBalance(page: Page, available: string, held: string) {
  await expect(balance(page, 'INR').getByTestId('available')).toHaveText(available);
  await expect(balance(page, 'INR').getByTestId('held')).toHaveText(held);
}

/** Invests from the property's funding panel with the pointer: Invest, Amount, Confirm investment. */
async function invest(page: Page, deal: StoryDeal, amount: string, said = `You invested ₹${amount} in ${deal.name}.`) {
  await open(page, `/properties/${deal.propertyId}`);
  await fundingPanel(page).getByRole('button', { name: 'Invest' }).click();
  const dialog = page.getByRole('dialog', { name: `Invest in ${deal.name}` });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await dialog.getByRole('button', { name: 'Confirm investment' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(fundingPanel(page).getByRole('status')).toHaveText(said);
}

/** The commitment of this amount among a live holding's commitments. */
const commitmentRow = (card: Locator, amount: string) => card.getByRole('listitem').filter({ hasText: `${amount} committed on` });

test('the investing story: register, KYC, funds, invest by keyboard, cancel, a deal funds, one is refunded, one is extended', async ({
  newPerson,
  baseURL,
  request,
}) => {
  test.setTimeout(10 * 60_000);
  const base = baseURL!;

  // The other backer of the story is made through the API (its pages are the ones walked below).
  const other = await fundedVerifiedBacker(request, 1_50_000, base);

  // 1. A new backer registers, completes KYC, is verified by the admin, adds funds, the admin confirms.
  const backer = await newPerson();
  const email = uniqueEmail('story-backer');
  await open(backer, '/register');
  await backer.getByLabel('Role').selectOption('backer');
  await backer.getByLabel('First name').fill('Meera');
  await backer.getByLabel('Last name').fill('Nair');
  await backer.getByLabel('Email', { exact: true }).fill(email);
  await backer.getByLabel('Phone number').fill('+91 98860 44321');
  await backer.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await backer.getByLabel('Confirm password').fill(PASSWORD);
  await checkScreens(backer, '01-register');
  await backer.getByRole('button', { name: 'Register' }).click();
  await expect(backer).toHaveURL('/dashboard');

  await open(backer, '/backer_dashboard/kyc');
  const kycForm = backer.getByRole('form', { name: 'KYC details' });
  await kycForm.getByLabel('Legal name').fill('Meera Nair');
  await kycForm.getByLabel('Date of birth').fill('1990-03-21');
  await kycForm.getByLabel('PAN').fill('AKNPN4417M');
  await kycForm.getByLabel('Address').fill('14 Cunningham Road, Bengaluru, Karnataka 560052');
  await kycForm.getByLabel('Bank account number').fill('918020045512');
  await kycForm.getByLabel('IFSC').fill('UTIB0000009');
  await checkScreens(backer, '02-kyc-form');
  await backer.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(backer.getByTestId('kyc-status').first()).toHaveText('Submitted — awaiting review');

  const admin = await newPerson();
  await signIn(admin, 'admin');
  await open(admin, '/admin_dashboard/kyc');
  const kycRow = admin.getByTestId('kyc-row').filter({ hasText: email });
  await expect(kycRow).toContainText('AKNPN4417M');
  await checkScreens(admin, '03-admin-kyc');
  await kycRow.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.getByText("Meera Nair's KYC is verified.")).toBeVisible();

  await backer.reload();
  await expect(backer.getByTestId('kyc-status').first()).toHaveText('Verified');

  await open(backer, WALLET);
  await walletLoaded(backer);
  await backer.getByRole('button', { name: 'Add funds' }).click();
  const addFunds = backer.getByRole('dialog', { name: 'Add funds' });
  await addFunds.getByRole('textbox', { name: 'Amount' }).fill('2,00,000');
  await addFunds.getByRole('combobox', { name: 'Currency' }).selectOption('INR');
  await addFunds.getByRole('button', { name: 'Create deposit' }).click();
  const instructions = addFunds.getByRole('heading', { name: /^Send ₹2,00,000\.00 with reference SHR-[0-9A-Z]{8}$/ });
  await expect(instructions).toBeVisible();
  const reference = /SHR-[0-9A-Z]{8}/.exec((await instructions.textContent())!)![0];
  await checkScreens(backer, '04-wallet-add-funds');
  await addFunds.getByRole('button', { name: 'Done' }).click();

  await open(admin, '/admin_dashboard/payments');
  await paymentsLoaded(admin);
  const depositRow = admin.getByRole('table', { name: 'Deposits to confirm' }).getByRole('row').filter({ hasText: reference });
  await expect(depositRow).toContainText('₹2,00,000.00');
  await checkScreens(admin, '05-admin-payments');
  await depositRow.getByRole('button', { name: `Confirm deposit ${reference}` }).click();
  await admin.getByRole('dialog', { name: 'Confirm deposit' }).getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(admin.getByText(`Deposit ${reference} confirmed: ₹2,00,000.00 is in Meera Nair's wallet.`)).toBeVisible();

  await backer.reload();
  await walletLoaded(backer);
  await expectBalance(backer, '₹2,00,000.00', '₹0.00');

  // The proposer puts the three approved deals live once the backer has money to invest, so their
  // clocks run only through the steps that need them live.
  const proposer = await demoToken(request, 'proposer');
  const extendedLive = await asProposer(request, proposer, EXTENDED, 'publish');
  const missesLive = await asProposer(request, proposer, MISSES, 'publish');
  await asProposer(request, proposer, FILLS, 'publish');
  expect(extendedLive.lifecycle).toBe('live');
  expect(Date.parse(missesLive.deadline)).toBeGreaterThanOrEqual(Date.parse(extendedLive.deadline));

  // 2. By keyboard alone: Tab to Invest on the property page, Enter, type the amount, Tab to Confirm, Enter.
  await open(backer, `/properties/${FILLS.propertyId}`);
  const investButton = fundingPanel(backer).getByRole('button', { name: 'Invest' });
  await tabTo(backer, investButton, { limit: 80 });
  await backer.keyboard.press('Enter');
  const dialog = backer.getByRole('dialog', { name: `Invest in ${FILLS.name}` });
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toBeFocused();
  await expect(dialog.getByText('Available in your wallet')).toBeVisible();
  await checkScreens(backer, '06-invest-dialog');
  await expect(amount).toBeFocused();
  await backer.keyboard.type('1,00,000');
  await backer.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectVisibleFocus(backer);
  await backer.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Confirm investment' })).toBeFocused();
  await expectVisibleFocus(backer);
  await backer.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(investButton).toBeFocused();
  await expectVisibleFocus(backer);
  await expect(fundingPanel(backer).getByRole('status')).toHaveText(`You invested ₹1,00,000 in ${FILLS.name}.`);
  await expect(fundingPanel(backer).getByRole('heading', { name: 'Your commitments' })).toBeVisible();

  // A second commitment to the same deal, then the portfolio and the wallet hold both.
  await invest(backer, FILLS, '20,000');
  await open(backer, PORTFOLIO);
  await portfolioLoaded(backer);
  const filling = holding(backer, FILLS);
  await expect(filling.getByText('Committed', { exact: true })).toBeVisible();
  await expect(filling).toContainText('₹1,20,000');
  await expect(commitmentRow(filling, '₹1,00,000')).toHaveCount(1);
  await checkScreens(backer, '07-portfolio-committed');
  await open(backer, WALLET);
  await walletLoaded(backer);
  await expectBalance(backer, '₹80,000.00', '₹1,20,000.00');
  await expect(
    backer
      .getByTestId('ledger-row')
      .filter({ hasText: `Commitment to ${FILLS.name}` })
      .first(),
  ).toContainText('Held');

  // The backer cancels the second one, after its confirmation; the money is available again.
  await open(backer, PORTFOLIO);
  await portfolioLoaded(backer);
  await commitmentRow(filling, '₹20,000').getByRole('button', { name: 'Cancel' }).click();
  const cancelDialog = backer.getByRole('dialog', { name: 'Cancel this commitment?' });
  await expect(cancelDialog).toContainText(`Your commitment of ₹20,000 to ${FILLS.name} is cancelled, and the money returns to your wallet at once.`);
  await checkScreens(backer, '08-portfolio-cancel-dialog');
  await cancelDialog.getByRole('button', { name: 'Cancel commitment' }).click();
  await expect(backer.getByRole('status').filter({ hasText: 'is cancelled' })).toHaveText(
    `Your commitment of ₹20,000 to ${FILLS.name} is cancelled. The money is back in your wallet.`,
  );
  await expect(commitmentRow(filling, '₹20,000')).toHaveCount(0);
  await expect(filling).toContainText('₹1,00,000');
  await open(backer, WALLET);
  await walletLoaded(backer);
  await expectBalance(backer, '₹1,00,000.00', '₹1,00,000.00');

  // The backer also joins the deal that will miss its target and the one that will be extended.
  await invest(backer, MISSES, '30,000');
  await invest(backer, EXTENDED, '20,000');

  // 3. The other backer joins the extended deal and fills the first one: it is funded at once.
  const otherPage = await newPerson(other.state);
  await invest(otherPage, EXTENDED, '20,000');
  await invest(otherPage, FILLS, '1,00,000', `You invested ₹1,00,000 in ${FILLS.name}, and the deal is now fully funded.`);
  await expect(fundingPanel(otherPage)).toContainText('Funded');
  await expect(fundingPanel(otherPage).getByRole('progressbar', { name: 'Raised' })).toHaveAttribute('aria-valuetext', '₹2,00,000 of ₹2,00,000 (100%)');
  await expect(fundingPanel(otherPage).getByRole('button', { name: 'Invest' })).toHaveCount(0);

  await open(backer, `/properties/${FILLS.propertyId}`);
  await expect(fundingPanel(backer)).toContainText('Funded');
  await expect(fundingPanel(backer).getByRole('button', { name: 'Invest' })).toHaveCount(0);
  await checkScreens(backer, '09-property-funded');
  await open(backer, PORTFOLIO);
  await portfolioLoaded(backer);
  await expect(holding(backer, FILLS).getByText('Funded', { exact: true })).toBeVisible();
  await open(backer, `/backer_dashboard/live-deals?q=${encodeURIComponent('Gachibowli Studio')}`);
  const dealRow = backer.getByTestId('deal-row').filter({ hasText: FILLS.name });
  await expect(dealRow.getByText('Completed', { exact: true })).toBeVisible();
  await expect(dealRow).toContainText('₹2,00,000 / ₹2,00,000');
  await checkScreens(backer, '10-live-deals');

  // 5. The proposer extends the third deal; the other backer reads why and takes the money back.
  const extended = await asProposer(request, proposer, EXTENDED, 'extension');
  expect(extended.original_deadline).toBe(extendedLive.deadline);
  await open(otherPage, '/backer_dashboard');
  await otherPage.getByRole('button', { name: 'Notifications' }).click();
  const notice = otherPage.getByRole('list', { name: 'Notification list' }).getByRole('listitem').filter({ hasText: 'Extension requested' });
  await expect(notice).toContainText(`${EXTENDED.name} has asked for`);
  await otherPage.keyboard.press('Escape');
  await open(otherPage, PORTFOLIO);
  await portfolioLoaded(otherPage);
  const leaving = holding(otherPage, EXTENDED);
  await expect(leaving.getByRole('group')).toContainText('Do you stay in with ₹20,000, or take your money back?');
  await checkScreens(otherPage, '11-portfolio-extension');
  await leaving.getByRole('button', { name: 'Take my money back' }).click();
  const leaveDialog = otherPage.getByRole('dialog', { name: 'Take your money back?' });
  await checkScreens(otherPage, '12-portfolio-take-money-back');
  await leaveDialog.getByRole('button', { name: 'Take my money back' }).click();
  await expect(otherPage.getByRole('status').filter({ hasText: 'You left' })).toHaveText(`You left ${EXTENDED.name}. ₹20,000 is back in your wallet.`);
  await expect(leaving.getByText('Refunded', { exact: true })).toBeVisible();
  await open(otherPage, WALLET);
  await walletLoaded(otherPage);
  await expectBalance(otherPage, '₹50,000.00', '₹0.00');

  // The new backer stays in.
  await open(backer, PORTFOLIO);
  await portfolioLoaded(backer);
  const staying = holding(backer, EXTENDED);
  await staying.getByRole('button', { name: 'Stay in' }).click();
  await expect(backer.getByRole('status').filter({ hasText: 'You stay in' })).toContainText(`You stay in ${EXTENDED.name} until its new deadline`);
  await expect(staying.getByRole('group')).toHaveCount(0);

  // 4. After its deadline the close job refunds the deal that missed its target: the hold released, a line of the money back, the money available.
  const refund = backer.getByTestId('ledger-row').filter({ hasText: `Refund: Commitment to ${MISSES.name}` });
  await open(backer, WALLET);
  await expect(async () => {
    await backer.reload();
    await walletLoaded(backer);
    await expect(refund).toContainText('Returned', { timeout: 1_000 });
  }).toPass({ timeout: 300_000, intervals: [5_000] });
  await expect(refund).toContainText('+₹30,000.00');
  const released = backer
    .getByTestId('ledger-row')
    .filter({ hasText: `Commitment to ${MISSES.name}` })
    .filter({ hasText: 'Released' });
  await expect(released).toContainText('−₹30,000.00');
  // ₹2,00,000 in: ₹1,00,000 funded, ₹20,000 still held by the extended deal.
  await expectBalance(backer, '₹80,000.00', '₹20,000.00');
  await checkScreens(backer, '13-wallet-refunded');

  await open(backer, PORTFOLIO);
  await portfolioLoaded(backer);
  await expect(holding(backer, MISSES).getByText('Refunded', { exact: true })).toBeVisible();
  await expect(holding(backer, FILLS).getByText('Funded', { exact: true })).toBeVisible();
  // Past the extension's original deadline (the deal that missed closed after it), the backer who stayed is still in.
  await expect(holding(backer, EXTENDED).getByText('Committed', { exact: true })).toBeVisible();
  await expect(commitmentRow(holding(backer, EXTENDED), '₹20,000')).toHaveCount(1);
  await checkScreens(backer, '14-portfolio-end');

  await open(backer, `/properties/${MISSES.propertyId}`);
  await expect(fundingPanel(backer)).toContainText('Failed: every backer was refunded');
});
