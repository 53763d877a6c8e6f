import { DEFAULT_SETTINGS, settingsSchemaByRole, type Settings } from '../../../../shared/contracts/settings.ts';
import type { Role } from '../../../../shared/roles.ts';
import { formProblem, type FormProblem } from '../../../lib/form-submission.ts';
import { t } from '../../../lib/i18n.ts';

/** The four amounts, kept as typed (text) until the form is sent. */
export const AMOUNT_KEYS = ['minimum_investment', 'maximum_investment', 'minimum_investment_required', 'maximum_funding_goal'] as const;

/** What the form holds: the toggles and choices as they are, the amounts as typed. */
export type SettingsDraft = Record<string, boolean | string>;

/** The keys of a role's whole set, which is what PUT takes. */
export function settingsKeys(role: Role): string[] {
  return Object.keys(DEFAULT_SETTINGS[role]);
}

const isAmount = (key: string) => (AMOUNT_KEYS as readonly string[]).includes(key);

export function draftOf(settings: Settings): SettingsDraft {
  return Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value])) as SettingsDraft;
}

/** The PUT body: the role's keys only, amounts as numbers (a blank or non-number one is left to the contract to refuse). */
export function bodyOf(role: Role, draft: SettingsDraft): Settings {
  const entries = settingsKeys(role).map((key) => {
    const value = draft[key];
    if (isAmount(key) && typeof value === 'string') return [key, value.trim() === '' ? null : Number(value.trim())];
    return [key, value];
  });
  return Object.fromEntries(entries) as Settings;
}

/** The shared contract's verdict before sending: a sentence by each setting it names. */
export function validateSettings(role: Role, body: Settings): Record<string, string> {
  const result = settingsSchemaByRole[role].safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

export function saveProblem(role: Role, error: unknown): FormProblem<string> {
  return formProblem(error, settingsKeys(role), t('The settings could not be saved. Check your connection and try again.'));
}
