import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../session/api-client';
import { readAffiliateTag } from './affiliate-tag';

export interface SocialProviderOption {
  name: string;
  label: string;
}

export interface SocialConnection {
  socialType: string;
  externalId: string;
  displayName: string | null;
}

export type SocialMode = 'login' | 'link';

/** What this tab started at a provider: the callback page finishes only that. */
export interface PendingSocialLogin {
  state: string;
  mode: SocialMode;
  label: string;
  locale: string;
}

const PENDING_KEY = 'socialLogin';

export function useSocialProviders() {
  return useQuery({
    queryKey: ['player', 'social-providers'],
    queryFn: async () => (await api<{ data: SocialProviderOption[] }>('/api/player/social-providers')).data,
    staleTime: Infinity,
  });
}

/**
 * Sends the browser to the provider. The state is kept in this tab, so a callback
 * address someone else started (to sign this browser into their account) is refused.
 */
function goToProvider(url: string, pending: Omit<PendingSocialLogin, 'state'>) {
  const state = new URL(url).searchParams.get('state') ?? '';
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...pending, state }));
  window.location.assign(url);
}

export async function startSocialLogin(provider: SocialProviderOption, locale: string) {
  const affiliateTag = readAffiliateTag();
  const { url } = await api<{ url: string }>('/api/player/sessions/social', {
    method: 'POST',
    body: { provider: provider.name, locale, ...(affiliateTag ? { affiliateTag } : {}) },
  });
  goToProvider(url, { mode: 'login', label: provider.label, locale });
}

export async function startSocialConnect(provider: SocialProviderOption, locale: string) {
  const { url } = await api<{ url: string }>(`/api/player/social-connections/${encodeURIComponent(provider.name)}`, {
    method: 'POST',
    body: { locale },
  });
  goToProvider(url, { mode: 'link', label: provider.label, locale });
}

/** The sign-in this tab started, once: reading it forgets it. */
export function takePendingSocialLogin(): PendingSocialLogin | null {
  try {
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingSocialLogin | null;
    sessionStorage.removeItem(PENDING_KEY);
    return pending;
  } catch {
    return null;
  }
}

export function socialErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'form.genericError';
  switch (error.key) {
    case 'SOCIAL_AUTH_FAILED':
    case 'UNAUTHORIZED':
      return 'social.failed';
    case 'SOCIAL_EMAIL_IN_USE':
      return 'social.emailInUse';
    case 'SOCIAL_EMAIL_MISSING':
      return 'social.emailMissing';
    case 'SOCIAL_ACCOUNT_TAKEN':
      return 'social.taken';
    case 'LAST_LOGIN_METHOD':
      return 'social.lastMethod';
    case 'ACCOUNT_BLOCKED':
      return 'auth.blocked';
    case 'RATE_LIMITED':
      return 'form.tooManyRequests';
    case 'SERVICE_UNAVAILABLE':
      return 'social.unavailable';
    default:
      return 'form.genericError';
  }
}
