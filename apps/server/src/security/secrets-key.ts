import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { SecretBox } from './secret-box.js';

/**
 * The box for secrets at rest: SECRETS_KEY when set (live sites must set it). A demo
 * without one gets a key generated once and kept beside its embedded database, so its
 * data stays readable across restarts; an in-memory database gets a throwaway key.
 */
export function secretBoxFor(config: Config): SecretBox {
  if (config.SECRETS_KEY) return SecretBox.fromEnvironment(config.SECRETS_KEY);
  if (config.DATA_DIR.startsWith('memory://')) return new SecretBox(randomBytes(32));
  const file = path.join(config.DATA_DIR, 'secrets-key');
  try {
    return SecretBox.fromEnvironment(readFileSync(file, 'utf8').trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  return SecretBox.fromEnvironment(readFileSync(file, 'utf8').trim());
}
