import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import type { Role } from '../roles.ts';

/*
 * The settings of the signed-in person (interfaces.md: Settings; product-spec §3; platform.md §4).
 * GET /api/me/settings answers the role's whole set; PUT /api/me/settings takes the whole set of
 * the caller's role: every key present, no other key. The four amounts are in whole units of the
 * deal's currency (5000, not minor units), as the settings page shows them.
 */

import { LANGUAGES } from '../i18n/languages.ts';

export { LANGUAGES, type Language } from '../i18n/languages.ts';
/** The spec's four, and India's UTC+5:30 (decisions.md #24). */
export const TIMEZONES = ['UTC-8', 'UTC-5', 'UTC+0', 'UTC+1', 'UTC+5:30'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** Largest amount a setting may hold, in whole units (its minor units still fit a safe integer). */
export const SETTINGS_AMOUNT_MAX = 1_000_000_000_000;

// Each sentence also reads right for a setting that was left out.
function toggle(sentences: { notBoolean: string }) {
  return z.boolean({ error: sentences.notBoolean });
}

function amount(sentences: { notNumber: string; notWhole: string; tooSmall: string; tooLarge: string }) {
  return z
    .number({ error: sentences.notNumber })
    .check(z.int({ error: sentences.notWhole }), z.gte(1, { error: sentences.tooSmall }), z.lte(SETTINGS_AMOUNT_MAX, { error: sentences.tooLarge }));
}

function choice<const T extends readonly [string, ...string[]]>(options: T, wrong: string) {
  return z.enum(options, { error: wrong });
}

const base = {
  email_notifications: toggle({ notBoolean: msg('Email notifications must be true or false.') }),
  sms_notifications: toggle({ notBoolean: msg('SMS notifications must be true or false.') }),
  language: choice(LANGUAGES, msg('Language must be en, es or fr.')),
  timezone: choice(TIMEZONES, msg('Timezone must be one of UTC-8, UTC-5, UTC+0, UTC+1 and UTC+5:30.')),
  theme: choice(THEMES, msg('Theme must be light, dark or system.')),
};

function unknownFields(role: Role) {
  return (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys'
      ? {
          admin: msg("The request has a field that is not one of the admin settings; send exactly the role's settings."),
          backer: msg("The request has a field that is not one of the backer settings; send exactly the role's settings."),
          proposer: msg("The request has a field that is not one of the proposer settings; send exactly the role's settings."),
        }[role]
      : undefined;
}

export const adminSettingsSchema = z.strictObject(
  { ...base, two_factor_auth: toggle({ notBoolean: msg('Two-factor authentication must be true or false.') }) },
  { error: unknownFields('admin') },
);

export const backerSettingsSchema = z
  .strictObject(
    {
      ...base,
      investment_alerts: toggle({ notBoolean: msg('Investment alerts must be true or false.') }),
      auto_invest: toggle({ notBoolean: msg('Auto-invest must be true or false.') }),
      minimum_investment: amount({
        notNumber: msg('Minimum investment must be a whole number from 1 to 1,000,000,000,000.'),
        notWhole: msg('Minimum investment must be a whole number.'),
        tooSmall: msg('Minimum investment must be at least 1.'),
        tooLarge: msg('Minimum investment must be at most 1,000,000,000,000.'),
      }),
      maximum_investment: amount({
        notNumber: msg('Maximum investment must be a whole number from 1 to 1,000,000,000,000.'),
        notWhole: msg('Maximum investment must be a whole number.'),
        tooSmall: msg('Maximum investment must be at least 1.'),
        tooLarge: msg('Maximum investment must be at most 1,000,000,000,000.'),
      }),
    },
    { error: unknownFields('backer') },
  )
  .check(
    z.refine((settings) => settings.maximum_investment >= settings.minimum_investment, {
      error: msg('Maximum investment must not be less than the minimum investment.'),
      path: ['maximum_investment'],
    }),
  );

export const proposerSettingsSchema = z
  .strictObject(
    {
      ...base,
      deal_alerts: toggle({ notBoolean: msg('Deal alerts must be true or false.') }),
      auto_publish: toggle({ notBoolean: msg('Auto-publish must be true or false.') }),
      minimum_investment_required: amount({
        notNumber: msg('Minimum investment required must be a whole number from 1 to 1,000,000,000,000.'),
        notWhole: msg('Minimum investment required must be a whole number.'),
        tooSmall: msg('Minimum investment required must be at least 1.'),
        tooLarge: msg('Minimum investment required must be at most 1,000,000,000,000.'),
      }),
      maximum_funding_goal: amount({
        notNumber: msg('Maximum funding goal must be a whole number from 1 to 1,000,000,000,000.'),
        notWhole: msg('Maximum funding goal must be a whole number.'),
        tooSmall: msg('Maximum funding goal must be at least 1.'),
        tooLarge: msg('Maximum funding goal must be at most 1,000,000,000,000.'),
      }),
    },
    { error: unknownFields('proposer') },
  )
  .check(
    z.refine((settings) => settings.maximum_funding_goal >= settings.minimum_investment_required, {
      error: msg('Maximum funding goal must not be less than the minimum investment required.'),
      path: ['maximum_funding_goal'],
    }),
  );

export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export type BackerSettings = z.infer<typeof backerSettingsSchema>;
export type ProposerSettings = z.infer<typeof proposerSettingsSchema>;
export interface SettingsByRole {
  admin: AdminSettings;
  backer: BackerSettings;
  proposer: ProposerSettings;
}
export type Settings = SettingsByRole[Role];

export const settingsSchemaByRole = {
  admin: adminSettingsSchema,
  backer: backerSettingsSchema,
  proposer: proposerSettingsSchema,
} as const;

/** GET and PUT answer the caller's whole set; each role's set has keys the others lack. */
export const settingsResponseSchema = z.union([backerSettingsSchema, proposerSettingsSchema, adminSettingsSchema]);

/** The PUT route's declared body: a JSON object, checked against the caller's role's schema by the server. */
export const settingsUpdateBodySchema = z.record(z.string(), z.unknown(), { error: msg('The request body must be a JSON object.') });

/**
 * A new account's settings: the spec's sample values (product-spec §9: backer 5000 / 50000,
 * proposer 10000 / 1000000). A stored `{}` means exactly these.
 */
export const DEFAULT_SETTINGS: SettingsByRole = {
  admin: {
    email_notifications: true,
    sms_notifications: false,
    // True only once the account is enrolled (POST /api/me/2fa/enable).
    two_factor_auth: false,
    language: 'en',
    timezone: 'UTC-8',
    theme: 'system',
  },
  backer: {
    email_notifications: true,
    sms_notifications: true,
    investment_alerts: true,
    auto_invest: false,
    minimum_investment: 5_000,
    maximum_investment: 50_000,
    language: 'en',
    timezone: 'UTC-5',
    theme: 'light',
  },
  proposer: {
    email_notifications: true,
    sms_notifications: false,
    deal_alerts: true,
    auto_publish: false,
    minimum_investment_required: 10_000,
    maximum_funding_goal: 1_000_000,
    language: 'en',
    timezone: 'UTC-8',
    theme: 'system',
  },
};
