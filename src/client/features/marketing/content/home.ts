import { msg } from '../../../lib/i18n.ts';

/**
 * The home page's words, as messages shown with `t()`. Figures come from spec §1: ₹25,000 minimum
 * in the hero, campaigns of 30 days extendable by 15, Buy 'N' Hold (6-month contractual period,
 * high risk, high return), Fix 'N' Flip (3-year holding, low risk) and returns of 8-20%.
 */

export interface HeroSlide {
  headline: string;
  tagline: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    headline: msg("Own a share of India's best homes"),
    tagline: msg('Invest in verified villas, apartments and townhouses alongside other backers, without buying the whole property.'),
  },
  {
    headline: msg('Real estate, one share at a time'),
    tagline: msg('Pick a property, back its campaign and receive your share of the rent and the sale, paid to your bank account.'),
  },
  {
    headline: msg('Every deal checked before you see it'),
    tagline: msg('Our legal, technical and financial teams review the title, the building and the numbers before a campaign opens.'),
  },
];

/** Spec §9: the headline changes every 5 s with a 500 ms fade. */
export const HERO_ROTATION_MS = 5_000;
export const HERO_FADE_MS = 500;

/** The smallest share a backer can own, in paise (₹25,000), shown with `formatMoneyWhole`. */
export const HERO_MINIMUM = 25_000_00;

export const WHY_CHOOSE = [
  {
    title: msg('Start small'),
    body: msg('Back a property from ₹25,000 instead of the crores a whole home costs, and spread your money across cities.'),
    icon: 'banknotes',
  },
  {
    title: msg('Vetted by specialists'),
    body: msg('Fewer than one in ten properties we look at reaches the site. Each one arrives with its title, valuation and survey.'),
    icon: 'shield',
  },
  {
    title: msg('Income without the effort'),
    body: msg('We find tenants, collect rent, pay the bills and handle repairs. You follow it all from your dashboard.'),
    icon: 'home',
  },
  {
    title: msg('Clear numbers'),
    body: msg('Projected returns of 8-20% a year, every fee shown up front, and monthly statements you can download.'),
    icon: 'chart',
  },
] as const;

export const TIMELINE = [
  {
    title: msg('Browse verified properties'),
    body: msg('Compare listings by city, type, price and projected return. Every listing carries its diligence documents.'),
  },
  {
    title: msg('Back a campaign'),
    body: msg('Each property raises its target in a funding campaign that lasts 30 days and can be extended by 15 days once.'),
  },
  {
    title: msg('Own your share'),
    body: msg('When the target is met, the property is bought through a special-purpose company and your shares are registered in your name.'),
  },
  {
    title: msg('Earn your returns'),
    body: msg('Rent is paid out monthly and the gain is shared when the property is sold. Target returns range from 8-20% a year.'),
  },
] as const;

/** The two plans; their names are product names, the same in every language. */
export const STRATEGIES = [
  {
    name: "Buy 'N' Hold",
    summary: msg('Buy a let property, collect its rent and share the rise in its value.'),
    facts: [msg('6-month contractual period'), msg('High risk'), msg('High return')],
  },
  {
    name: "Fix 'N' Flip",
    summary: msg('Buy a property that needs work, renovate it and sell it on at a better price.'),
    facts: [msg('3-year holding'), msg('Low risk'), msg('Steady, planned exit')],
  },
] as const;

export const WHY_SHARESTEAD_POINTS = [
  { figure: msg('8-20%'), label: msg('target annual returns across our campaigns') },
  { figure: msg('30 days'), label: msg('per funding campaign, extendable by 15') },
  { amount: HERO_MINIMUM, label: msg('is all it takes to own your first share') },
] as const;

export const DILIGENCE_DOCUMENTS = [
  { title: msg('Title report'), body: msg('A 30-year search of ownership with the encumbrance certificate, checked by an independent advocate.') },
  { title: msg('RERA and approvals'), body: msg('RERA registration, sanctioned building plan, occupancy certificate and municipal tax receipts.') },
  { title: msg('Independent valuation'), body: msg('A valuation by a registered valuer, compared with recent sales on the same street.') },
  { title: msg('Structural survey'), body: msg("An engineer's report on the structure, plumbing, wiring and the cost of any repairs.") },
  { title: msg('Rental appraisal'), body: msg('Expected rent, current lease terms and tenant checks, with the vacancy rates for the area.') },
  { title: msg('Financial model'), body: msg('The projected income, costs, fees and exit price behind every return we quote.') },
] as const;

export const FAQ = [
  {
    question: msg('How much do I need to start investing?'),
    answer: msg('You can own your first share from ₹25,000. Some campaigns open smaller tickets from ₹10,000; each listing shows its own minimum.'),
  },
  {
    question: msg('How long does a funding campaign last?'),
    answer: msg(
      'Every campaign runs for 30 days. If it is close to its target, the sponsor can extend it once by 15 days. If it still falls short, every rupee is returned to the backers.',
    ),
  },
  {
    question: msg("What is the difference between Buy 'N' Hold and Fix 'N' Flip?"),
    answer: msg(
      "Buy 'N' Hold buys a let property for its rent and growth, with a 6-month contractual period; it is high risk and high return. Fix 'N' Flip renovates and sells a property over a 3-year holding, and is the lower-risk choice.",
    ),
  },
  {
    question: msg('What returns can I expect?'),
    answer: msg(
      'Our campaigns target returns of 8-20% a year from rent and sale proceeds together. Returns are projections, not promises: property values and rents can fall as well as rise.',
    ),
  },
  {
    question: msg('Who legally owns the property?'),
    answer: msg(
      'Each property is held by its own special-purpose company. Backers own shares in that company in proportion to what they invested, recorded in its share register.',
    ),
  },
  {
    question: msg('How do I get my money out?'),
    answer: msg(
      'You receive your share of the sale when the property is sold at the end of its plan. Before then you can offer your shares to other backers on our resale board.',
    ),
  },
] as const;
