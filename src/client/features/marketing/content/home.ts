/**
 * The home page's words. Figures come from spec §1: ₹25,000 minimum in the hero, campaigns of
 * 30 days extendable by 15, Buy 'N' Hold (6-month contractual period, high risk, high return),
 * Fix 'N' Flip (3-year holding, low risk) and returns of 8-20%.
 */

export interface HeroSlide {
  headline: string;
  tagline: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    headline: "Own a share of India's best homes",
    tagline: 'Invest in verified villas, apartments and townhouses alongside other backers, without buying the whole property.',
  },
  {
    headline: 'Real estate, one share at a time',
    tagline: 'Pick a property, back its campaign and receive your share of the rent and the sale, paid to your bank account.',
  },
  {
    headline: 'Every deal checked before you see it',
    tagline: 'Our legal, technical and financial teams review the title, the building and the numbers before a campaign opens.',
  },
];

/** Spec §9: the headline changes every 5 s with a 500 ms fade. */
export const HERO_ROTATION_MS = 5_000;
export const HERO_FADE_MS = 500;

export const HERO_MINIMUM = '₹25,000';

export const WHY_CHOOSE = [
  {
    title: 'Start small',
    body: `Back a property from ${HERO_MINIMUM} instead of the crores a whole home costs, and spread your money across cities.`,
    icon: 'banknotes',
  },
  {
    title: 'Vetted by specialists',
    body: 'Fewer than one in ten properties we look at reaches the site. Each one arrives with its title, valuation and survey.',
    icon: 'shield',
  },
  {
    title: 'Income without the effort',
    body: 'We find tenants, collect rent, pay the bills and handle repairs. You follow it all from your dashboard.',
    icon: 'home',
  },
  {
    title: 'Clear numbers',
    body: 'Projected returns of 8-20% a year, every fee shown up front, and monthly statements you can download.',
    icon: 'chart',
  },
] as const;

export const TIMELINE = [
  {
    title: 'Browse verified properties',
    body: 'Compare listings by city, type, price and projected return. Every listing carries its diligence documents.',
  },
  {
    title: 'Back a campaign',
    body: 'Each property raises its target in a funding campaign that lasts 30 days and can be extended by 15 days once.',
  },
  {
    title: 'Own your share',
    body: 'When the target is met, the property is bought through a special-purpose company and your shares are registered in your name.',
  },
  {
    title: 'Earn your returns',
    body: 'Rent is paid out monthly and the gain is shared when the property is sold. Target returns range from 8-20% a year.',
  },
] as const;

export const STRATEGIES = [
  {
    name: "Buy 'N' Hold",
    summary: 'Buy a let property, collect its rent and share the rise in its value.',
    facts: ['6-month contractual period', 'High risk', 'High return'],
  },
  {
    name: "Fix 'N' Flip",
    summary: 'Buy a property that needs work, renovate it and sell it on at a better price.',
    facts: ['3-year holding', 'Low risk', 'Steady, planned exit'],
  },
] as const;

export const WHY_SHARESTEAD_POINTS = [
  { figure: '8-20%', label: 'target annual returns across our campaigns' },
  { figure: '30 days', label: 'per funding campaign, extendable by 15' },
  { figure: HERO_MINIMUM, label: 'is all it takes to own your first share' },
] as const;

export const DILIGENCE_DOCUMENTS = [
  { title: 'Title report', body: 'A 30-year search of ownership with the encumbrance certificate, checked by an independent advocate.' },
  { title: 'RERA and approvals', body: 'RERA registration, sanctioned building plan, occupancy certificate and municipal tax receipts.' },
  { title: 'Independent valuation', body: 'A valuation by a registered valuer, compared with recent sales on the same street.' },
  { title: 'Structural survey', body: "An engineer's report on the structure, plumbing, wiring and the cost of any repairs." },
  { title: 'Rental appraisal', body: 'Expected rent, current lease terms and tenant checks, with the vacancy rates for the area.' },
  { title: 'Financial model', body: 'The projected income, costs, fees and exit price behind every return we quote.' },
] as const;

export const FAQ = [
  {
    question: 'How much do I need to start investing?',
    answer: `You can own your first share from ${HERO_MINIMUM}. Some campaigns open smaller tickets from ₹10,000; each listing shows its own minimum.`,
  },
  {
    question: 'How long does a funding campaign last?',
    answer:
      'Every campaign runs for 30 days. If it is close to its target, the sponsor can extend it once by 15 days. If it still falls short, every rupee is returned to the backers.',
  },
  {
    question: "What is the difference between Buy 'N' Hold and Fix 'N' Flip?",
    answer:
      "Buy 'N' Hold buys a let property for its rent and growth, with a 6-month contractual period; it is high risk and high return. Fix 'N' Flip renovates and sells a property over a 3-year holding, and is the lower-risk choice.",
  },
  {
    question: 'What returns can I expect?',
    answer:
      'Our campaigns target returns of 8-20% a year from rent and sale proceeds together. Returns are projections, not promises: property values and rents can fall as well as rise.',
  },
  {
    question: 'Who legally owns the property?',
    answer:
      'Each property is held by its own special-purpose company. Backers own shares in that company in proportion to what they invested, recorded in its share register.',
  },
  {
    question: 'How do I get my money out?',
    answer:
      'You receive your share of the sale when the property is sold at the end of its plan. Before then you can offer your shares to other backers on our resale board.',
  },
] as const;
