import type { FieldErrors } from '@casino/shared/errors';
import { validateFields, type FieldRules, type ValidateOptions } from '@casino/shared/validation';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { validationMessages } from '../platform/content/service.js';

/**
 * Checks values against field rules (§5) for any domain's form. The messages of a
 * refused form come from the fields-settings content of `locale` (usually
 * `requestLocale`); a valid form never reads the content.
 */
export async function checkFields(
  db: Kysely<DB>,
  locale: string,
  values: Record<string, unknown>,
  rules: FieldRules,
  { show }: Pick<ValidateOptions, 'show'> = {},
): Promise<FieldErrors> {
  // The estimator's dictionary is 2 MB of heap: loaded the first time a password is checked.
  const needsStrength = Object.values(rules).some((list) => list.some((rule) => rule.rule === 'strongPassword'));
  const passwordScore = needsStrength ? (await import('@casino/shared/password-strength')).passwordScore : undefined;
  const strength = passwordScore ? { passwordScore } : {};
  const errors = validateFields(values, rules, strength);
  if (Object.keys(errors).length === 0) return errors;
  return validateFields(values, rules, { messages: await validationMessages(db, locale), show, ...strength });
}
