import type * as z from 'zod/mini';
import { t } from './i18n.ts';

/**
 * The first problem with each field of a flat form, or an empty object when the values pass.
 * Forms check with the same shared contract the server validates with (src/shared/contracts); its
 * English sentences are message ids, shown in the interface's language.
 */
export function firstErrorPerField<T extends object>(schema: z.ZodMiniType, values: T): Partial<Record<keyof T, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<keyof T, string>> = {};
  for (const issue of result.error.issues) {
    errors[issue.path[0] as keyof T] ??= t(issue.message);
  }
  return errors;
}
