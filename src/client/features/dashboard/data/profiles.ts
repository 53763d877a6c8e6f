import type { ProfileByRole } from '../../../../shared/contracts/dashboard.ts';

/*
 * One sample profile per role. Phone numbers use the 555-01xx range reserved for fiction.
 * Avatars are null: the screens show initials rather than a stock photo nobody chose.
 */
export const SAMPLE_PROFILES: ProfileByRole = {
  admin: {
    role: 'admin',
    name: 'Sarah Mitchell',
    email: 'sarah.mitchell@sharestead.com',
    phone: '+1 (415) 555-0142',
    location: 'San Francisco, CA',
    bio: 'Platform operations lead. Oversees deal onboarding, compliance reviews and investor support.',
    avatar: null,
  },
  backer: {
    role: 'backer',
    name: 'Daniel Reyes',
    email: 'daniel.reyes@example.com',
    phone: '+1 (512) 555-0178',
    location: 'Austin, TX',
    bio: 'Software engineer building a long-term rental income portfolio alongside index funds.',
    avatar: null,
    investmentPreferences: {
      propertyTypes: ['Residential', 'Commercial', 'Industrial'],
      // Matches the backer's minimum and maximum investment settings.
      investmentRange: '$5,000 - $50,000',
      riskTolerance: 'Moderate',
    },
  },
  proposer: {
    role: 'proposer',
    name: 'Rachel Nguyen',
    email: 'rachel.nguyen@example.com',
    phone: '+1 (206) 555-0163',
    location: 'Seattle, WA',
    bio: 'Founder of Summit Ridge Developments, repositioning mid-size residential and mixed-use assets in growing West Coast and Midwest cities.',
    avatar: null,
    company: 'Summit Ridge Developments',
    licenseNumber: 'WA-RE-2013-048213',
    experience: 12,
    specialties: ['Multifamily residential', 'Mixed-use redevelopment', 'Light industrial'],
  },
};
