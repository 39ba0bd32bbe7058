import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../session/api-client';

/** Puts the server's per-field messages on the form; returns the message for the form as a whole. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  const fields = Object.entries(error.fields);
  for (const [field, [message]] of fields) setError(field as Path<T>, { type: 'server', message });
  return fields.length > 0 && error.key === 'VALIDATION_FAILED' ? null : error.message;
}
