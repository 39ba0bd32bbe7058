import { validateFields, type FieldRules, type RuleName } from '@casino/shared/validation';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { validationMessages } from './use-validation-messages';

/**
 * react-hook-form resolver over the server's field rules (§5): the client renders
 * and checks the same rules the server enforces.
 */
export function rulesResolver<T extends FieldValues>(
  rules: FieldRules,
  messages?: Partial<Record<RuleName, string>>,
): Resolver<T> {
  return async (values) => {
    // The estimator carries a large dictionary: fetched the first time a form with a password rule is checked.
    const needsStrength = Object.values(rules).some((list) => list.some((r) => r.rule === 'strongPassword'));
    const passwordScore = needsStrength ? (await import('@casino/shared/password-strength')).passwordScore : undefined;
    const errors = validateFields(values, rules, {
      messages: messages ?? (await validationMessages()),
      ...(passwordScore ? { passwordScore } : {}),
    });
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        Object.entries(errors).map(([field, [message]]) => [field, { type: 'rules', message }]),
      ) as FieldErrors<T>,
    };
  };
}
