import { useId, useState } from 'react';

/**
 * The state of a small controlled form of text fields: values, per-field errors, and the props
 * that bind a field and tie its error sentence to it for assistive technology.
 */
export function useFormState<Values extends Record<string, string>>(initial: Values | (() => Values)) {
  const id = useId();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const errorId = (key: keyof Values) => `${id}-${String(key)}-error`;

  // Error attributes are only added when there is an error, so a field's own hint stays linked otherwise.
  const field = (key: keyof Values) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value })),
    ...(errors[key] ? { 'aria-invalid': true, 'aria-describedby': errorId(key) } : {}),
  });

  const errorText = (key: keyof Values) =>
    errors[key] && (
      <p id={errorId(key)} className="mt-1.5 text-sm text-red-700">
        {errors[key]}
      </p>
    );

  return { id, values, setValues, errors, setErrors, field, errorText };
}
