import { api } from '../session/api-client';

/** Set when this browser's subscription was handed to the server for this player. */
const SUBSCRIBED_KEY = 'web-push-subscribed';

function urlBase64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export function webPushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The service worker runs in production builds only (§9). */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  return navigator.serviceWorker.register('/sw.js', { scope: '/' });
}

/**
 * Opts the signed-in player in (§4: permission is asked only when they are not
 * opted in yet): asks for permission if it was never given or refused, subscribes
 * with the server's VAPID key and hands the subscription to the server.
 */
export async function optInToWebPush(playerId: string): Promise<void> {
  if (!webPushSupported() || Notification.permission === 'denied') return;
  const registration = await registerServiceWorker();
  if (!registration) return;
  const existing = await registration.pushManager.getSubscription();
  if (existing && localStorage.getItem(SUBSCRIBED_KEY) === playerId) return;
  if (Notification.permission === 'default' && (await Notification.requestPermission()) !== 'granted') return;
  const { publicKey } = await api<{ publicKey: string }>('/api/notification/web-push/key');
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: urlBase64ToBytes(publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return;
  await api('/api/notification/web-push/subscriptions', {
    method: 'POST',
    body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
  localStorage.setItem(SUBSCRIBED_KEY, playerId);
}
