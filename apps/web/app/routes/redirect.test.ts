import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader } from './redirect';

const context = { redirectAllowedHosts: ['partners.example.com'] } as unknown as AppLoadContext;

/** Where `/redirect?to=<to>` (the raw query, as a browser sends it) sends the visitor. */
function follow(rawTo: string): string | null {
  const request = new Request(`https://casino.example/redirect?to=${rawTo}`);
  try {
    loader({ request, context, params: {} } as Parameters<typeof loader>[0]);
  } catch (response) {
    return (response as Response).headers.get('location');
  }
  throw new Error('expected a redirect');
}

describe('/redirect?to=', () => {
  it.each([
    ['a tab before a second slash (the reported attack)', '/%09/evil.example'],
    ['a newline before a second slash', '/%0A/evil.example'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash', '/%5Cevil.example'],
    ['user info', 'https://casino.example@evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['a host off the allow-list', 'https://evil.example/'],
  ])('sends %s home', (_name, to) => {
    expect(follow(to)).toBe('/');
  });

  it('follows a path of the site', () => {
    expect(follow('/promotions%3Fx%3D1')).toBe('/promotions?x=1');
  });

  it('follows an address on REDIRECT_ALLOWED_HOSTS', () => {
    expect(follow('https://partners.example.com/casino')).toBe('https://partners.example.com/casino');
  });
});
