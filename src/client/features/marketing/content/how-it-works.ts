import { msg } from '../../../lib/i18n.ts';

/** The how-it-works page quotes a ₹10,000 minimum (spec §1), the smallest ticket a campaign may offer; in paise. */
export const HOW_IT_WORKS_MINIMUM = 10_000_00;

export const HOW_IT_WORKS_STEPS = [
  {
    title: msg('Create your account and verify your identity'),
    body: msg('Sign up as a backer in two minutes. We verify your PAN and address once, as Indian law requires, before your first investment.'),
  },
  {
    title: msg('Choose a property'),
    body: msg(
      'Browse listings that passed our title, valuation, structural and rental checks. Each page shows the photos, the numbers, the plan and the documents.',
    ),
  },
  {
    title: msg('Back its funding campaign'),
    body: msg('Invest from ₹10,000. A campaign lasts 30 days and can be extended by 15; your money waits in an escrow account until the target is reached.'),
  },
  {
    title: msg('Become a shareholder'),
    body: msg('When the campaign closes, a company formed for that single property buys it, and your shares in that company are recorded in your name.'),
  },
  {
    title: msg('Receive rent and sale proceeds'),
    body: msg(
      'Net rent is paid monthly to your bank account. When the plan ends and the property is sold, you receive your share of the proceeds. Target returns are 8-20% a year.',
    ),
  },
] as const;

export const PROTECTIONS = [
  msg('Money is held in escrow with a scheduled bank until a campaign reaches its target; if it does not, you are refunded in full.'),
  msg('Each property sits in its own company, so a problem with one property never touches another.'),
  msg('An independent trustee holds the title documents and signs off every sale.'),
  msg('Quarterly reports show rent collected, costs paid and the latest valuation of every property you own.'),
] as const;
