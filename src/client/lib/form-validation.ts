import * as z from 'zod/mini';

/** Name, email and optional phone, as both the contact and the enquiry forms ask for them (spec §5). */
export const senderFields = {
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter your name.')),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Please enter your email address.')),
    z.email('Please enter a valid email address.'),
  ),
  phone: z.string().check(z.trim()),
};

/** The first problem with each field of a flat form, or an empty object when the values pass. */
export function firstErrorPerField<T extends object>(schema: z.ZodMiniType<unknown, T>, values: T): Partial<Record<keyof T, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<keyof T, string>> = {};
  for (const issue of result.error.issues) {
    errors[issue.path[0] as keyof T] ??= issue.message;
  }
  return errors;
}
