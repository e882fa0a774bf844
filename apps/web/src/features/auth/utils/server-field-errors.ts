import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api/errors';

/**
 * Puts the API's `errors` map (first failing rule per field, spec §5) under the form's own fields,
 * so a rule only the server knows shows where the player looks. Unknown keys are ignored.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): void {
  if (!isApiError(error)) return;
  const known = new Set<string>(fields);
  let isFirst = true;
  for (const [field, message] of Object.entries(error.errors)) {
    if (!known.has(field)) continue;
    setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: isFirst });
    isFirst = false;
  }
}
