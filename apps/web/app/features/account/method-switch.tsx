import { useT } from '../../i18n/i18n';
import { SegmentedControl } from '../../ui/segmented-control';

export type LoginMethod = 'email' | 'phone';

/** E-mail or phone: §5 registration with an e-mail uses the e-mail route, otherwise the phone route. */
export function MethodSwitch({ value, onChange }: { value: LoginMethod; onChange(method: LoginMethod): void }) {
  const t = useT();
  return (
    <SegmentedControl
      label={t('auth.method')}
      value={value}
      onChange={onChange}
      options={[
        { value: 'email', label: t('auth.byEmail') },
        { value: 'phone', label: t('auth.byPhone') },
      ]}
    />
  );
}
