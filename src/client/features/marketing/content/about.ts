export const TEAM = [
  {
    name: 'Ananya Desai',
    role: 'Co-founder & Chief Executive',
    photo: '/images/team/ananya-desai.webp',
    bio: 'Spent twelve years in real-estate private equity in Mumbai before setting out to open the asset class to everyday savers.',
  },
  {
    name: 'Vikram Sethi',
    role: 'Co-founder & Chief Investment Officer',
    photo: '/images/team/vikram-sethi.webp',
    bio: 'Has bought and sold more than ₹900 crore of residential property across six Indian cities; chairs the investment committee.',
  },
  {
    name: 'Meera Krishnan',
    role: 'Head of Due Diligence',
    photo: '/images/team/meera-krishnan.webp',
    bio: 'A property lawyer who leads the title, approvals and valuation checks every listing must pass before it goes live.',
  },
  {
    name: 'Farhan Qureshi',
    role: 'Chief Technology Officer',
    photo: '/images/team/farhan-qureshi.webp',
    bio: 'Built payments systems at two Indian fintechs; keeps every rupee on Sharestead traceable from escrow to payout.',
  },
] as const;

export const VALUES = [
  { title: 'Diligence first', body: 'We would rather list one property we trust than ten we are unsure of.' },
  { title: 'Plain numbers', body: 'Fees, projections and risks are written in full, in rupees, before you invest.' },
  { title: 'Aligned incentives', body: 'Sponsors invest in their own campaigns, and we are paid mostly when backers are.' },
] as const;
