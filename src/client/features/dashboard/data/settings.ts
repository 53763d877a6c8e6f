import type { SettingsByRole } from '../../../../shared/contracts/dashboard.ts';

/** Sample settings per role, exactly the spec §3 fields with the spec §9 sample limits. */
export const SAMPLE_SETTINGS: SettingsByRole = {
  admin: {
    emailNotifications: true,
    smsNotifications: false,
    twoFactorAuth: true,
    language: 'en',
    timezone: 'UTC-8',
    theme: 'system',
  },
  backer: {
    emailNotifications: true,
    smsNotifications: true,
    investmentAlerts: true,
    autoInvest: false,
    minimumInvestment: 5_000,
    maximumInvestment: 50_000,
    language: 'en',
    timezone: 'UTC-5',
    theme: 'light',
  },
  proposer: {
    emailNotifications: true,
    smsNotifications: false,
    dealAlerts: true,
    autoPublish: false,
    minimumInvestmentRequired: 10_000,
    maximumFundingGoal: 1_000_000,
    language: 'en',
    timezone: 'UTC-8',
    theme: 'system',
  },
};
