import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '#web/lib/api';

/** Puts the server's per-field messages (400 `fields`) under the matching inputs. */
export function applyServerFields<Values extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
) {
  if (!(error instanceof ApiRequestError) || !error.fields) return;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = fieldNames.find((candidate) => candidate === field);
    if (name) setError(name, { type: 'server', message });
  }
}
