import { createServer } from 'node:net';
import { createTestApp, type TestApp } from './app.js';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A test app listening on a real port that is also its public address: the platform
 * discovers the development OIDC provider over HTTP, as it would any provider.
 */
export async function createListeningTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const port = await freePort();
  const t = await createTestApp({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env });
  await t.app.listen({ port, host: '127.0.0.1' });
  return t;
}

export interface DevLogin {
  email: string;
  name?: string;
  emailVerified?: boolean;
}

/**
 * The browser's part of a sign-in at the development OIDC provider: follows the
 * redirects with a cookie jar and fills in the login form. Returns the query the
 * provider sends back to the site's callback page.
 */
export async function signInAtDevProvider(authorizationUrl: string, login: DevLogin): Promise<Record<string, string>> {
  const cookies = new Map<string, string>();
  const callbackPath = new URL(authorizationUrl).searchParams.get('redirect_uri')!;
  let url = authorizationUrl;
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form,
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = pair!.split('=');
      cookies.set(name!, value ?? '');
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      form = null;
      if (url.startsWith(callbackPath)) return Object.fromEntries(new URL(url).searchParams);
      continue;
    }
    if (response.status !== 200 || form)
      throw new Error(`dev provider answered ${response.status}: ${await response.text()}`);
    form = new URLSearchParams({ name: login.name ?? '', email: login.email });
    if (login.emailVerified ?? true) form.set('emailVerified', 'on');
  }
  throw new Error('the dev provider never sent the browser back');
}
