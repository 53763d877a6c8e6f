import { msg } from '../../../lib/i18n.ts';

/** The about page's words: messages, shown with `t()`; names are people's own and stay as written. */
export const TEAM = [
  {
    name: 'Ananya Desai',
    role: msg('Co-founder & Chief Executive'),
    photo: '/images/team/ananya-desai.webp',
    bio: msg('Spent twelve years in real-estate private equity in Mumbai before setting out to open the asset class to everyday savers.'),
  },
  {
    name: 'Vikram Sethi',
    role: msg('Co-founder & Chief Investment Officer'),
    photo: '/images/team/vikram-sethi.webp',
    bio: msg('Has bought and sold more than ₹900 crore of residential property across six Indian cities; chairs the investment committee.'),
  },
  {
    name: 'Meera Krishnan',
    role: msg('Head of Due Diligence'),
    photo: '/images/team/meera-krishnan.webp',
    bio: msg('A property lawyer who leads the title, approvals and valuation checks every listing must pass before it goes live.'),
  },
  {
    name: 'Farhan Qureshi',
    role: msg('Chief Technology Officer'),
    photo: '/images/team/farhan-qureshi.webp',
    bio: msg('Built payments systems at two Indian fintechs; keeps every rupee on Sharestead traceable from escrow to payout.'),
  },
] as const;

export const VALUES = [
  { title: msg('Diligence first'), body: msg('We would rather list one property we trust than ten we are unsure of.') },
  { title: msg('Plain numbers'), body: msg('Fees, projections and risks are written in full, in rupees, before you invest.') },
  { title: msg('Aligned incentives'), body: msg('Sponsors invest in their own campaigns, and we are paid mostly when backers are.') },
] as const;
