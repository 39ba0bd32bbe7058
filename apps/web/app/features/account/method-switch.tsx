import { useT } from '../../i18n/i18n';
import { SegmentedControl } from '../../ui/segmented-control';

export type LoginMethod = 'email' | 'phone';

/**
 * E-mail or phone: §5 registration with an e-mail uses the e-mail route, otherwise the
 * phone route. Labelled for what the form does: signing in, or signing up.
 */
export function MethodSwitch({
  value,
  onChange,
  purpose = 'sign-in',
}: {
  value: LoginMethod;
  onChange(method: LoginMethod): void;
  purpose?: 'sign-in' | 'sign-up';
}) {
  const t = useT();
  return (
    <SegmentedControl
      label={t(purpose === 'sign-up' ? 'auth.signUpWith' : 'auth.method')}
      value={value}
      onChange={onChange}
      options={[
        { value: 'email', label: t('auth.byEmail') },
        { value: 'phone', label: t('auth.byPhone') },
      ]}
    />
  );
}
