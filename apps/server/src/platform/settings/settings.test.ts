import { EXCLUDED_COUNTRIES } from '@casino/shared/customer';
import { LOCALE_CODES } from '@casino/shared/locales';
import { CONSTANTS } from '@casino/shared/statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/settings/currencies', () => {
  it('lists the seeded fiat and crypto currencies with their minor units and rates', async () => {
    const { status, body } = await get('/api/settings/currencies');
    expect(status).toBe(200);
    const codes = body.data.map((c: { code: string }) => c.code);
    for (const code of [
      'USD',
      'EUR',
      'BRL',
      'INR',
      'TRY',
      'RUB',
      'UAH',
      'KZT',
      'AZN',
      'UZS',
      'BTC',
      'ETH',
      'USDT',
      'LTC',
      'TRX',
    ]) {
      expect(codes).toContain(code);
    }
    const btc = body.data.find((c: { code: string }) => c.code === 'BTC');
    expect(btc).toMatchObject({ type: 'crypto', subunitToUnit: 100_000_000, isEnabled: true, isBase: false });
    expect(btc.subCurrencies).toEqual([{ code: 'mBTC', subunitToUnit: 100_000 }]);
    expect(body.data.find((c: { code: string }) => c.code === 'EUR').rate).toEqual({ rate: '1.08' });
  });

  it('has exactly one base currency', async () => {
    const { body } = await get('/api/settings/currencies');
    expect(body.data.filter((c: { isBase: boolean }) => c.isBase).map((c: { code: string }) => c.code)).toEqual([
      'USD',
    ]);
  });

  it('leaves out a currency the operator disabled', async () => {
    await db().updateTable('currencies').set({ is_enabled: false }).where('code', '=', 'UZS').execute();
    const { body } = await get('/api/settings/currencies');
    expect(body.data.map((c: { code: string }) => c.code)).not.toContain('UZS');
    await db().updateTable('currencies').set({ is_enabled: true }).where('code', '=', 'UZS').execute();
  });
});

describe('GET /api/settings/locales', () => {
  it('lists every locale of the spec with en as the only default', async () => {
    const { status, body } = await get('/api/settings/locales');
    expect(status).toBe(200);
    expect(body.data.map((l: { code: string }) => l.code)).toEqual([...LOCALE_CODES]);
    expect(body.data.filter((l: { isDefault: boolean }) => l.isDefault)).toEqual([
      { code: 'en', languageCode: 'en', isDefault: true },
    ]);
    expect(body.data.find((l: { code: string }) => l.code === 'pt-br')).toEqual({
      code: 'pt-br',
      languageCode: 'pt',
      isDefault: false,
    });
  });
});

describe('GET /api/settings/countries', () => {
  it('never lists the excluded countries', async () => {
    const { body } = await get('/api/settings/countries');
    const codes = body.data.map((c: { code: string }) => c.code);
    expect(codes.length).toBeGreaterThan(200);
    for (const code of EXCLUDED_COUNTRIES) expect(codes).not.toContain(code);
  });

  it('gives each country its phone prefix and best locale', async () => {
    const { body } = await get('/api/settings/countries');
    const byCode = Object.fromEntries(body.data.map((c: { code: string }) => [c.code, c]));
    expect(byCode.DE).toEqual({ name: 'Germany', code: 'DE', locale: 'de', phonePrefix: '+49' });
    expect(byCode.BR).toMatchObject({ locale: 'pt-br', phonePrefix: '+55' });
    expect(byCode.SE).toMatchObject({ locale: 'se', phonePrefix: '+46' });
    expect(byCode.JP).toMatchObject({ locale: 'en', phonePrefix: '+81' });
  });

  it('names countries in the requested locale', async () => {
    const { body } = await get('/api/settings/countries?locale=de');
    expect(body.data.find((c: { code: string }) => c.code === 'DE').name).toBe('Deutschland');
  });

  it('refuses an unknown locale with the error envelope', async () => {
    const { status, body } = await get('/api/settings/countries?locale=xx');
    expect(status).toBe(422);
    expect(body.error).toMatchObject({ key: 'VALIDATION_FAILED', code: 10422 });
    expect(body.error.fields.locale).toHaveLength(1);
  });
});

describe('constants', () => {
  it('serves the status lists at both constants endpoints', async () => {
    const player = await get('/api/player/commons/constants');
    const settings = await get('/api/settings/constants');
    expect(player.body.data).toEqual(JSON.parse(JSON.stringify(CONSTANTS)));
    expect(settings.body.data.invoiceStatuses).toEqual({ pending: 1, success: 2, failed: 3 });
  });

  it('includes the customer configuration in the settings constants', async () => {
    const { body } = await get('/api/settings/constants');
    expect(body.data.customer).toMatchObject({ isGamesDisabled: false, isSportsDisabled: false });
  });
});

describe('GET /api/settings/time-zones', () => {
  it('lists IANA zones west to east with offset and HH:mm local time', async () => {
    const { body } = await get('/api/settings/time-zones');
    const tokyo = body.data.find((z: { id: string }) => z.id === 'Asia/Tokyo');
    expect(tokyo).toMatchObject({ name: 'Tokyo', formatted: '(UTC+09:00) Asia/Tokyo', offsetMinutes: 540 });
    expect(tokyo.formattedTime).toMatch(/^\d{2}:\d{2}$/);
    const offsets = body.data.map((z: { offsetMinutes: number }) => z.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });
});

describe('GET /api/player/init', () => {
  it('reports the country of the cf-ipcountry header', async () => {
    expect((await get('/api/player/init', { 'cf-ipcountry': 'br' })).body).toEqual({ country: 'BR' });
  });

  it('reports no country for unknown or Tor traffic', async () => {
    expect((await get('/api/player/init', { 'cf-ipcountry': 'XX' })).body).toEqual({ country: null });
    expect((await get('/api/player/init', { 'cf-ipcountry': 'T1' })).body).toEqual({ country: null });
    expect((await get('/api/player/init')).body).toEqual({ country: null });
  });
});
