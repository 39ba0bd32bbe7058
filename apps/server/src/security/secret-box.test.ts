import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'totp')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same secret differently each time', () => {
    expect(box.seal('same', 'totp')).not.toBe(box.seal('same', 'totp'));
  });

  it('refuses a value sealed for another purpose', () => {
    expect(() => box.open(box.seal('secret', 'totp'), 'psp')).toThrow();
  });

  it('refuses a tampered value and one sealed under another key', () => {
    const sealed = box.seal('secret', 'totp');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => box.open(parts.join('.'), 'totp')).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'totp')).toThrow();
  });

  it('reads a key from hex or base64url and refuses one of the wrong length', () => {
    const key = randomBytes(32);
    const sealed = SecretBox.fromEnvironment(key.toString('hex')).seal('x', 'p');
    expect(SecretBox.fromEnvironment(key.toString('base64url')).open(sealed, 'p')).toBe('x');
    expect(() => SecretBox.fromEnvironment('short')).toThrow();
  });
});
