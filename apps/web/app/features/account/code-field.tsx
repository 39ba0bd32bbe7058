import type { FieldRules } from '@casino/shared/validation';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { TextField } from '../../ui/form';

/** The six-digit codes sent by e-mail and SMS. */
export const CODE_RULES: FieldRules = { code: [{ rule: 'required' }, { rule: 'digits', param: 6 }] };

type Props = { label: string; error?: string | undefined; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>;

/** A code input the phone's keyboard and one-time-code autofill understand. */
export const CodeField = forwardRef<HTMLInputElement, Props>(function CodeField(props, ref) {
  return <TextField ref={ref} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...props} />;
});
