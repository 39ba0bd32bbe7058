import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('starts with defaults on an empty environment: PGlite under ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', SLOW_REQUEST_MS: 2000 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
  });

  it('reads flags', () => {
    expect(loadConfig({ GAMES_DISABLED: 'true' }).GAMES_DISABLED).toBe(true);
    expect(() => loadConfig({ GAMES_DISABLED: 'maybe' })).toThrow(/GAMES_DISABLED/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
