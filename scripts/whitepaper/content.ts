/**
 * The text of the Sharestead whitepaper, kept apart from the layout code so it can be edited
 * and reviewed as prose. Amounts are written "INR 10,000" rather than with the rupee sign
 * because the PDF uses the built-in Helvetica, whose character set has no rupee sign.
 */

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'bullets'; items: readonly string[] }
  | { kind: 'steps'; items: readonly { title: string; text: string }[] }
  | { kind: 'table'; columns: readonly string[]; rows: readonly (readonly string[])[]; widths?: readonly number[] }
  | { kind: 'callout'; title: string; text: string }
  | { kind: 'definitions'; items: readonly { term: string; definition: string }[] };

export interface Section {
  /** Anchor for the table of contents link and the PDF outline. */
  id: string;
  title: string;
  blocks: readonly Block[];
}

export interface Whitepaper {
  title: string;
  subtitle: string;
  edition: string;
  sections: readonly Section[];
}

export const WHITEPAPER: Whitepaper = {
  title: 'Sharestead Whitepaper',
  subtitle: 'How fractional property investing works on Sharestead: for backers, for proposers, and for the properties in between.',
  edition: 'Edition 1.0 · June 2025',
  sections: [
    {
      id: 'introduction',
      title: '1. Introduction',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Property has built more household wealth in India than any other asset, yet owning a good one has always needed a large cheque, a long loan and the time to find, check and manage a building. Sharestead removes those barriers. We let people own a share of carefully checked homes, from a Goa holiday villa to a starter apartment in Jaipur, with a minimum investment of INR 10,000.',
        },
        {
          kind: 'paragraph',
          text: 'Sharestead brings together two groups. Backers are individuals who want property in their savings without buying a whole building. Proposers are property sponsors, developers and experienced owners who have found a deal and want to fund it. Between them sits our platform: the due-diligence team that decides which proposals are listed, the legal structure that holds each property, and the reporting that keeps every backer informed until the property is sold.',
        },
        {
          kind: 'paragraph',
          text: 'This paper explains how that works in practice: how campaigns run, the two campaign types we offer, how we check a property before it is listed, how each property is owned and governed, what we charge, and the risks you take on. It is written for backers and proposers alike, and it ends with a glossary of the terms we use.',
        },
        {
          kind: 'callout',
          title: 'Sharestead at a glance',
          text: 'Minimum investment INR 10,000 · Funding campaigns run for 30 days, extendable once by 15 days · Two campaign types: Buy \u2019N\u2019 Hold and Fix \u2019N\u2019 Flip · Target returns of 8\u201320% a year, never guaranteed · Every property held in its own special purpose vehicle.',
        },
      ],
    },
    {
      id: 'how-it-works',
      title: '2. How the platform works',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every property on Sharestead follows the same path, from a proposer\u2019s first submission to the final distribution to backers. The steps below describe that path; the sections that follow describe each part in more detail.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Proposal',
              text: 'A proposer registers, submits the property with its documents, a business plan and the amount to be raised, and pays the due-diligence fee.',
            },
            {
              title: 'Due diligence',
              text: 'Our acquisitions and legal teams, with independent valuers, lawyers and engineers, check the title, approvals, condition and price. Most proposals do not pass this stage.',
            },
            {
              title: 'Investment committee',
              text: 'A committee that includes an independent member approves the deal, the campaign type, the target return and the amount to be raised.',
            },
            {
              title: 'Funding campaign',
              text: 'The property is listed with its full document pack. Backers commit funds for 30 days; the campaign can be extended once, by 15 days.',
            },
            {
              title: 'Completion',
              text: 'If the target is met, the special purpose vehicle buys the property and backers receive their units. If it is not met, every backer is refunded in full.',
            },
            {
              title: 'Holding and reporting',
              text: 'The sponsor manages the property under the agreed plan. Backers receive quarterly reports and their share of any rental income.',
            },
            {
              title: 'Exit',
              text: 'At the end of the holding period the property is sold or refinanced and the proceeds, after costs and fees, are distributed to backers.',
            },
          ],
        },
        { kind: 'subheading', text: 'For backers' },
        {
          kind: 'paragraph',
          text: 'You register as a backer, complete identity and bank verification (KYC), and can then browse every live campaign. Each listing shows the property, its location, the campaign type, the target return, the amount raised so far and the days remaining, together with the documents our team reviewed. When you commit, your money is held in an escrow account, not by Sharestead and not by the proposer, until the campaign completes.',
        },
        {
          kind: 'bullets',
          items: [
            'Invest from INR 10,000 per property, in multiples of INR 1,000.',
            'Spread your savings across several properties, cities and campaign types instead of tying them to one building.',
            'Follow each holding from your dashboard: rent collected, costs, valuations and distributions.',
            'Vote on the few decisions that matter most, such as an early sale or a refinancing.',
          ],
        },
        { kind: 'subheading', text: 'For proposers' },
        {
          kind: 'paragraph',
          text: 'You register as a proposer and submit a property you control or have under contract. We look for well-located residential property with a clear plan: a rental home to hold, or a property to renovate and sell. You co-invest at least 5% of the amount raised, on the same terms as backers, so that your interests stay aligned with theirs. Once funded, you manage the property under the plan backers signed up to and report to them every quarter.',
        },
        {
          kind: 'bullets',
          items: [
            'Reach thousands of verified backers without building your own investor network.',
            'Use our standard legal documents and special purpose vehicle, which shortens closing.',
            'Pay a success fee only when a campaign is fully funded.',
          ],
        },
      ],
    },
    {
      id: 'campaigns',
      title: '3. Campaigns and campaign types',
      blocks: [
        { kind: 'subheading', text: 'The funding campaign' },
        {
          kind: 'paragraph',
          text: 'A funding campaign lasts 30 days. If at least 70% of the target has been committed by the last day, the proposer may extend it once, by 15 days; no further extension is possible. A campaign completes only when its full target is committed. If it does not, it closes unfunded and every backer\u2019s money is returned from escrow in full, without deductions, within seven working days.',
        },
        {
          kind: 'paragraph',
          text: 'While a campaign is live, backers can withdraw a commitment up to 48 hours before it closes. This gives you time to read the documents and ask questions, while giving the proposer certainty in the final days.',
        },
        { kind: 'subheading', text: 'Buy \u2019N\u2019 Hold' },
        {
          kind: 'paragraph',
          text: 'A Buy \u2019N\u2019 Hold campaign buys a finished, income-producing home and holds it for rent. Its contractual period is six months: backers are locked in for the first six months after completion, after which the sponsor may sell when market conditions allow, subject to a backer vote. Because the return depends on rental demand and on the price achieved at a sale whose timing is not fixed in advance, Buy \u2019N\u2019 Hold is our higher-risk, higher-return campaign type.',
        },
        { kind: 'subheading', text: 'Fix \u2019N\u2019 Flip' },
        {
          kind: 'paragraph',
          text: 'A Fix \u2019N\u2019 Flip campaign buys a property that needs work, renovates it to a fixed and costed specification, and sells it. The holding period is three years, which leaves room for approvals, renovation and an orderly sale. The renovation is contracted at a fixed price with a contingency reserve, and the sale is planned from the start, so the outcome depends less on the rental market. We classify Fix \u2019N\u2019 Flip as low risk relative to Buy \u2019N\u2019 Hold, with correspondingly lower target returns.',
        },
        {
          kind: 'table',
          columns: ['', 'Buy \u2019N\u2019 Hold', 'Fix \u2019N\u2019 Flip'],
          widths: [0.3, 0.35, 0.35],
          rows: [
            ['Strategy', 'Buy a finished home and rent it out', 'Buy, renovate to plan, then sell'],
            ['Contractual period', '6 months lock-in, then sale by vote', '3-year holding period'],
            ['Income while held', 'Quarterly rental distributions', 'Usually none until the sale'],
            ['Main return driver', 'Rent plus price growth', 'Value added by the renovation'],
            ['Risk rating', 'High', 'Low'],
            ['Target annual return', '12\u201320%', '8\u201312%'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Across both types, Sharestead campaigns target returns of 8\u201320% a year. A target is the investment committee\u2019s estimate based on the business plan; it is not a promise, and actual returns can be lower, or negative.',
        },
      ],
    },
    {
      id: 'due-diligence',
      title: '4. Due diligence',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Due diligence is the most important thing we do. A property is listed only after our team, and the independent professionals we appoint, have checked that the seller can sell it, that it may be used as planned, that it is in the condition described and that the price is fair. The proposer pays for these reports through the due-diligence fee, but the professionals are appointed by and report to Sharestead.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Pre-screening',
              text: 'Location, price, plan and the sponsor\u2019s track record are reviewed within five working days. Proposals that do not fit are declined at no cost.',
            },
            { title: 'Document review', text: 'The documents listed below are collected and checked by our legal team and an independent law firm.' },
            { title: 'Site inspection', text: 'Our acquisitions team visits the property and its neighbourhood, and checks rents and recent sales nearby.' },
            { title: 'Independent reports', text: 'A registered valuer, a structural engineer and a lawyer each report directly to us.' },
            { title: 'Investment committee', text: 'The committee reviews every finding and approves, declines, or asks for changes before listing.' },
          ],
        },
        { kind: 'subheading', text: 'The documents we check' },
        {
          kind: 'table',
          columns: ['Document', 'What we check'],
          widths: [0.3, 0.7],
          rows: [
            [
              'Title deed',
              'That the seller holds clear, marketable title, traced through the chain of sale deeds for at least 30 years, and that names, survey numbers and boundaries match on every document.',
            ],
            [
              'Encumbrance certificate',
              'From the sub-registrar for at least 30 years: that no mortgage, lien, lease or pending sale burdens the property, or that any existing loan will be cleared at completion.',
            ],
            [
              'Approvals',
              'The sanctioned building plan, the occupation and completion certificates, the land-use conversion where relevant and, for newer projects, RERA registration; and that the building as built matches what was approved.',
            ],
            [
              'Valuation report',
              'An independent registered valuer\u2019s opinion of market value and rental value, based on comparable sales and rents. We do not list a property priced more than 5% above this valuation.',
            ],
            [
              'Legal opinion',
              'A title and search report from an independent law firm confirming the title, any litigation, tax and society dues, and that the SPV can lawfully buy and hold the property.',
            ],
            [
              'Structural survey',
              'A structural engineer\u2019s inspection of the frame, roof, damp and services, with the cost of any repairs. For Fix \u2019N\u2019 Flip, the engineer also reviews the renovation scope and budget.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Every backer can read summaries of these documents on the listing page before investing, and the full reports are available on request. Property tax receipts, utility bills, society no-objection certificates and, where a tenant is in place, the lease and rent history are also reviewed.',
        },
      ],
    },
    {
      id: 'governance',
      title: '5. Governance and the SPV structure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Each property is owned by its own special purpose vehicle (SPV), a private limited company set up for that property alone. Backers own the SPV in proportion to what they invested; the SPV owns the property. Keeping each property in a separate company means that a problem with one property cannot reach the others, and that Sharestead\u2019s own finances are kept apart from backers\u2019 assets.',
        },
        {
          kind: 'bullets',
          items: [
            'Bank accounts: campaign money sits in an escrow account with a scheduled bank until completion; after completion, each SPV has its own bank account, which Sharestead cannot use for any other purpose.',
            'Directors: each SPV has at least one independent director alongside a Sharestead nominee. The sponsor manages the property under a management agreement but does not control the SPV.',
            'Reporting: backers receive quarterly reports covering rent, costs, occupancy and progress against the plan, and audited accounts every year.',
            'Backer votes: selling early, refinancing, changing the business plan or replacing the sponsor needs the approval of backers holding at least 75% of the units by value. Each unit carries one vote.',
            'Conflicts of interest: a sponsor may not sell to, buy from or contract with a related party without disclosure to, and approval by, the independent director.',
            'Continuity: if Sharestead ceased to operate, each SPV would continue to own its property, and an appointed administrator would manage the holdings through to their planned exit.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The legal documents that set out these rights, the shareholders\u2019 agreement and the management agreement, are the same for every property, so backers do not need to read new terms for every investment. Any property-specific terms are listed separately on the campaign page.',
        },
      ],
    },
    {
      id: 'fees',
      title: '6. Fees',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We aim to keep fees few, simple and shown in full before anyone commits. There is no charge to register, to browse or to invest in a campaign that fails to fund. Taxes such as GST are charged on our fees where applicable.',
        },
        { kind: 'subheading', text: 'Fees paid by backers' },
        {
          kind: 'table',
          columns: ['Fee', 'Amount', 'When it is charged'],
          widths: [0.32, 0.28, 0.4],
          rows: [
            ['Registration and account', 'None', '\u2014'],
            ['Transaction fee', '1.5% of the amount invested', 'Once, when a campaign completes'],
            ['Annual management fee', '0.75% a year of the amount invested', 'Quarterly, deducted by the SPV before distributions'],
            ['Exit fee', 'None on a planned exit', '\u2014'],
            ['Transfer fee', '1% of the transfer value', 'Only if you sell your units to another backer'],
          ],
        },
        { kind: 'subheading', text: 'Fees paid by proposers' },
        {
          kind: 'table',
          columns: ['Fee', 'Amount', 'When it is charged'],
          widths: [0.32, 0.28, 0.4],
          rows: [
            ['Due-diligence fee', 'INR 75,000 per proposal', 'On submission; pays for the independent reports'],
            ['Success fee', '2.5% of the amount raised', 'Only when a campaign completes'],
            ['Performance fee', '20% of profit above an 8% a year return to backers', 'At exit, only once backers have received their capital plus 8% a year'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Costs of buying and owning the property itself, such as stamp duty, registration charges, legal costs, insurance, maintenance and property tax, are paid by the SPV at cost, with no mark-up, and are shown in the campaign\u2019s budget before you invest.',
        },
        {
          kind: 'callout',
          title: 'Worked example',
          text: 'You invest INR 1,00,000 in a Buy \u2019N\u2019 Hold campaign. The transaction fee is INR 1,500, so INR 1,01,500 leaves your account when the campaign completes. The annual management fee is INR 750 a year, taken by the SPV before rent is distributed. If you hold until a planned exit, there is no exit fee. The sponsor\u2019s performance fee is paid only from profit above an 8% a year return to you.',
        },
      ],
    },
    {
      id: 'returns',
      title: '7. Returns, distributions and tax',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A Sharestead investment can earn money in two ways: rental income while the property is held, and a capital gain when it is sold. Rental income, after the SPV\u2019s costs and the management fee, is distributed quarterly to backers\u2019 bank accounts. At exit, the sale proceeds repay any debt and costs, return backers\u2019 capital, pay the preferred return, and only then pay the sponsor\u2019s performance fee; the rest is shared among backers.',
        },
        {
          kind: 'table',
          columns: ['Illustration (not a forecast)', 'Amount'],
          widths: [0.65, 0.35],
          rows: [
            ['Amount invested', 'INR 1,00,000'],
            ['Rental distributions over three years at 3.5% a year, after costs', 'INR 10,500'],
            ['Share of sale proceeds at exit, after costs and fees', 'INR 1,24,000'],
            ['Total received', 'INR 1,34,500'],
            ['Approximate annual return', 'About 10.4% a year'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Distributions may be subject to tax deducted at source, and backers are responsible for declaring their income and gains. Each year we send a statement of distributions and tax deducted to help with your return. Tax rules can change, and their effect depends on your circumstances; please take professional advice.',
        },
      ],
    },
    {
      id: 'risks',
      title: '8. Risks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Investing in property through Sharestead carries real risks. You can lose some or all of the money you invest, and you should invest only money you can leave untouched for the full holding period. The main risks, and what we do about them, are set out below.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Illiquidity',
              definition:
                'Property cannot be sold quickly, and neither can your units. You should expect your money to stay invested until the planned exit; transfers to other backers are possible but not guaranteed, and may be at a discount. We mitigate this by stating the holding period before you invest and planning the exit from the start.',
            },
            {
              term: 'Market risk',
              definition:
                'Property prices and rents can fall, locally or nationally, because of interest rates, the economy or changes in a neighbourhood. A fall in value reduces what you receive at exit. Independent valuations and conservative pricing limit, but do not remove, this risk.',
            },
            {
              term: 'Tenant risk',
              definition:
                'A tenant may leave, pay late or damage the property, and a home can stand empty between tenancies. Vacancy reduces income and can delay distributions. We review tenants\u2019 references and rent history, hold a maintenance reserve and budget for periods without rent.',
            },
            {
              term: 'Sponsor risk',
              definition:
                'The sponsor may manage the property poorly, overspend on a renovation or fail altogether. Sponsors co-invest at least 5%, are reviewed before listing and can be replaced by a backer vote; renovation budgets include a contingency reserve.',
            },
            {
              term: 'Regulatory risk',
              definition:
                'Changes in law, tax, stamp duty, rent control, land-use rules or the regulation of investment platforms could reduce returns or change how investments are held. We monitor proposed changes and will explain their effect on your holdings.',
            },
            {
              term: 'Concentration',
              definition:
                'A single property is a concentrated investment. Spreading your money across several properties, cities and campaign types reduces the impact of any one going wrong.',
            },
            {
              term: 'Valuation',
              definition:
                'The value of an unsold property is an estimate. Valuations shown between purchase and exit are indicative; the price actually achieved may be different.',
            },
          ],
        },
      ],
    },
    {
      id: 'protection',
      title: '9. How your money is protected',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Committed funds stay in escrow until a campaign completes, and are returned in full if it does not.',
            'Each property is owned by its own SPV, separate from Sharestead and from other properties.',
            'Every backer and proposer is identity-verified, and payments come only from, and go only to, a bank account in the investor\u2019s own name.',
            'Independent directors, annual audits and quarterly reports give you a clear view of every holding.',
            'Our systems use encryption in transit and at rest, two-factor sign-in is available on every account, and staff access to personal data is limited and logged.',
          ],
        },
      ],
    },
    {
      id: 'glossary',
      title: '10. Glossary',
      blocks: [
        {
          kind: 'definitions',
          items: [
            { term: 'Backer', definition: 'An individual who invests in properties listed on Sharestead.' },
            { term: 'Proposer', definition: 'A property sponsor, developer or owner who submits a property to be funded, and manages it once funded.' },
            { term: 'Campaign', definition: 'The 30-day period, extendable once by 15 days, in which backers commit money to a property.' },
            {
              term: 'Buy \u2019N\u2019 Hold',
              definition: 'A campaign type that buys a finished home to rent out, with a six-month contractual period; higher risk, higher target return.',
            },
            {
              term: 'Fix \u2019N\u2019 Flip',
              definition: 'A campaign type that buys, renovates and sells a property over a three-year holding period; lower risk, lower target return.',
            },
            { term: 'SPV', definition: 'Special purpose vehicle: a company set up to own one property, owned in turn by that property\u2019s backers.' },
            {
              term: 'Escrow',
              definition: 'An account held by a bank on behalf of the parties, from which money is released only when agreed conditions are met.',
            },
            { term: 'Title deed', definition: 'The registered document that proves who owns a property.' },
            {
              term: 'Encumbrance certificate',
              definition: 'A certificate from the sub-registrar listing the registered transactions, such as mortgages or sales, affecting a property.',
            },
            {
              term: 'Occupation certificate',
              definition: 'A certificate from the local authority confirming that a building was completed as approved and may be occupied.',
            },
            {
              term: 'RERA',
              definition: 'The Real Estate (Regulation and Development) Act, 2016, and the state authorities that register projects and agents under it.',
            },
            {
              term: 'Lakh and crore',
              definition:
                'Indian units: one lakh is 1,00,000 (one hundred thousand) and one crore is 1,00,00,000 (ten million). Listings write them as L and Cr.',
            },
            { term: 'Rental yield', definition: 'A year\u2019s rent, after costs, as a percentage of the property\u2019s price.' },
            {
              term: 'Target return',
              definition: 'The investment committee\u2019s estimate of the annual return a campaign could achieve. It is not guaranteed.',
            },
            { term: 'Preferred return', definition: 'The return, 8% a year, that backers receive before the sponsor earns a performance fee.' },
            { term: 'Lock-in', definition: 'The period after completion during which units cannot be sold and the property will not be sold.' },
            { term: 'KYC', definition: 'Know your customer: the identity and address checks every user completes before investing or proposing.' },
          ],
        },
      ],
    },
    {
      id: 'disclaimer',
      title: '11. Important information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This whitepaper is published by Sharestead to explain how its platform works. It is for information only and is not an offer, invitation or recommendation to buy or sell any security or to make any investment. Each investment is made only on the basis of the documents for that campaign, which set out its specific terms and risks and take precedence over this paper.',
        },
        {
          kind: 'paragraph',
          text: 'Investing in property involves risk, including the loss of some or all of the money invested. Target returns, illustrations and past performance are not reliable indicators of future results. Investments on Sharestead are illiquid and are not covered by any deposit insurance or investor compensation scheme. Nothing in this paper is legal, tax or investment advice; consider your own circumstances and take independent advice before investing.',
        },
        {
          kind: 'paragraph',
          text: 'Figures, fees and processes described here are correct at the date of this edition and may change; the current terms are always available on the Sharestead website. \u00A9 2025 Sharestead. All rights reserved.',
        },
      ],
    },
  ],
};
