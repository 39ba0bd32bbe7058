import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets kept at rest (provider keys, TOTP seeds) with AES-256-GCM under a
 * key from the environment, so a copy of the database alone reveals none of them.
 * The sealed form is `v1.<iv>.<tag>.<ciphertext>` in base64url; the purpose is bound
 * as associated data so a value sealed for one use cannot be replayed as another.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
    this.#key = key;
  }

  /** A key given as 64 hex digits or 43–44 base64/base64url characters. */
  static fromEnvironment(value: string): SecretBox {
    const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64url');
    return new SecretBox(key);
  }

  /** A key of its own for one purpose (HMACs of codes kept at rest), derived with HKDF so the box's key never leaves. */
  deriveKey(purpose: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.#key, Buffer.alloc(0), purpose, 32));
  }

  seal(plaintext: string, purpose: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(purpose));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Throws on a value sealed under another key or purpose, or tampered with. */
  open(sealed: string, purpose: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) {
      throw new Error('Not a sealed secret');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
