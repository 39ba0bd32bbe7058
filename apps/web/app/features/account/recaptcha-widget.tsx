import { RECAPTCHA_ACTION } from '@casino/shared/player';
import { useEffect, useRef } from 'react';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      action: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
    },
  ): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';
/** §9: captcha polling every 100 ms; after this long the script counts as blocked. */
const POLL_MS = 100;
const LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<Grecaptcha> | undefined;

/** Google's script, added to the page once and only when the server asks for reCAPTCHA. */
function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const started = Date.now();
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    document.head.append(script);
    const poll = setInterval(() => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha?.ready) {
        clearInterval(poll);
        grecaptcha.ready(() => resolve(grecaptcha));
      } else if (Date.now() - started > LOAD_TIMEOUT_MS) {
        clearInterval(poll);
        script.remove();
        reject(new Error('the reCAPTCHA script did not load'));
      }
    }, POLL_MS);
  }).catch((error: unknown) => {
    // A blocked or failed script may load on the next try.
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Google's "I'm not a robot" box. `onToken` gets the token once the player passes;
 * `onExpired` when that token may no longer be sent.
 */
export function RecaptchaWidget({
  siteKey,
  onToken,
  onExpired,
  onUnavailable,
}: {
  siteKey: string;
  onToken: (token: string) => void;
  onExpired: () => void;
  onUnavailable: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onToken, onExpired, onUnavailable });
  callbacks.current = { onToken, onExpired, onUnavailable };

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha().then(
      (grecaptcha) => {
        if (cancelled || !container.current) return;
        grecaptcha.render(container.current, {
          sitekey: siteKey,
          action: RECAPTCHA_ACTION,
          callback: (token) => callbacks.current.onToken(token),
          'expired-callback': () => callbacks.current.onExpired(),
        });
      },
      () => {
        if (!cancelled) callbacks.current.onUnavailable();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  return <div ref={container} className="flex min-h-[78px] justify-center" data-testid="recaptcha" />;
}
