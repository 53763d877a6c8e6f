/*
 * The questions of the demo history (after-funding.md §4 and §6): backers of the demo proposer's
 * funded and live deals ask, the proposer answers most (Sponsor), the admin some (Sharestead), and
 * a few stay open, one of them for more than a week (the proposer's next report lists it).
 * history.ts asks and answers them through the questions service, each at its time.
 */

/** When a question is asked: days after its deal funded, days before the history's now, or a fraction of a live deal's time so far. */
export type AskedWhen = { daysAfterFunding: number } | { daysAgo: number } | { liveFraction: number };

export interface HistoryQuestion {
  propertyId: string;
  asked: AskedWhen;
  body: string;
  answer?: { by: 'sponsor' | 'sharestead'; afterHours: number; body: string };
}

export const HISTORY_QUESTIONS: readonly HistoryQuestion[] = [
  {
    propertyId: 'riverside-commerce-center-columbus',
    asked: { daysAfterFunding: 21 },
    body: 'What is the average lease term left across the three tenants, and when does the largest lease come up for renewal?',
    answer: {
      by: 'sponsor',
      afterHours: 18,
      body: 'Six years on average. The insurer, on floors one and two, renews in 2029 and has already asked for a five-year extension.',
    },
  },
  {
    propertyId: 'riverside-commerce-center-columbus',
    asked: { daysAfterFunding: 120 },
    body: 'Will the property tax line in the distributions rise after the county reassesses the building?',
    answer: {
      by: 'sharestead',
      afterHours: 30,
      body: 'The county reassesses every six years. The budget approved with the deal assumes a 12% rise at the next one, so the projection already carries it.',
    },
  },
  {
    propertyId: 'riverside-commerce-center-columbus',
    asked: { daysAgo: 12 },
    body: 'The last quarter paid less than the one before. Is a vacancy behind it, and when is the space expected to be let?',
  },
  {
    propertyId: 'golf-course-road-penthouse',
    asked: { daysAfterFunding: 9 },
    body: 'Who holds the title while the LLP owns the penthouse, and can holders see the registered sale deed?',
    answer: {
      by: 'sponsor',
      afterHours: 6,
      body: "The LLP holds the title. The registered sale deed and the LLP agreement are among the deal's documents, and each holder is in the LLP's register of partners.",
    },
  },
  {
    propertyId: 'golf-course-road-penthouse',
    asked: { daysAfterFunding: 64 },
    body: "Does the tenant's lease have an escalation clause?",
    answer: { by: 'sponsor', afterHours: 40, body: 'Yes: 5% a year, with a lock-in of three years that ends in the second year of the holding period.' },
  },
  {
    propertyId: 'golf-course-road-penthouse',
    asked: { daysAgo: 3 },
    body: 'Is the society maintenance charged to the tenant or paid out of the rent?',
  },
  {
    propertyId: 'harborview-residences-seattle',
    asked: { liveFraction: 0.3 },
    body: 'What occupancy does the projection assume in the first year, and how does it compare with the building so far?',
    answer: {
      by: 'sponsor',
      afterHours: 5,
      body: '92% in the first year, 95% after that. The building has averaged 96% over the last five years, with a waiting list now.',
    },
  },
  {
    propertyId: 'lakeside-mixed-use-plaza-chicago',
    asked: { liveFraction: 0.4 },
    body: 'What happens to my money if the campaign does not reach its target by the deadline?',
    answer: {
      by: 'sharestead',
      afterHours: 3,
      body: 'The money held for your commitment goes back to your wallet in full when the campaign closes; nothing is charged.',
    },
  },
  {
    propertyId: 'oakridge-business-park-austin',
    asked: { liveFraction: 0.7 },
    body: 'Can the engineering firm leave before the five years are up?',
  },
];
