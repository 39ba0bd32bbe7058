import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { buttonSecondary, FormError } from '../../ui/form';
import { socialErrorKey, startSocialLogin, useSocialProviders } from './social-login';

/** "Continue with …" for each configured provider, under the sign-in and sign-up forms. */
export function SocialLoginButtons() {
  const { t, locale } = useI18n();
  const providers = useSocialProviders();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!providers.data?.length) return null;

  return (
    <div className="flex flex-col gap-3" data-testid="social-login">
      <p className="flex items-center gap-3 text-xs text-muted">
        <span aria-hidden className="h-px flex-1 bg-border" />
        {t('social.or')}
        <span aria-hidden className="h-px flex-1 bg-border" />
      </p>
      <FormError message={error} />
      {providers.data.map((provider) => (
        <button
          key={provider.name}
          type="button"
          disabled={pending !== null}
          aria-busy={pending === provider.name}
          className={buttonSecondary}
          onClick={async () => {
            setPending(provider.name);
            setError(null);
            try {
              // The page leaves for the provider; the button stays busy until it does.
              await startSocialLogin(provider, locale);
            } catch (failure) {
              setPending(null);
              setError(t(socialErrorKey(failure)));
            }
          }}
        >
          {pending === provider.name && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {t('social.continueWith', { provider: provider.label })}
        </button>
      ))}
    </div>
  );
}
