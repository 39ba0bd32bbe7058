import { z } from 'zod';
import { defineSetting } from '../settings/operator-settings.js';
import type { Ratio } from './payout.js';

/** The sportsbook's operator settings, with the values the code shipped with as defaults. */

const minorUnits = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const SPORT_LIMITS = defineSetting({
  key: 'sport.limits',
  description:
    "Stake and payout limits in the base currency's minor units, converted to each bet's currency: " +
    'minimum stake per line, maximum total stake, maximum potential payout, maximum open stake per market',
  schema: z
    .strictObject({
      minLineStake: minorUnits,
      maxStake: minorUnits,
      maxPayout: minorUnits,
      maxMarketStake: minorUnits,
    })
    .refine((l) => l.minLineStake <= l.maxStake, { message: 'minLineStake must not exceed maxStake' })
    .refine((l) => l.maxStake <= l.maxPayout, { message: 'maxStake must not exceed maxPayout' }),
  defaultValue: { minLineStake: 10, maxStake: 1_000_000, maxPayout: 25_000_000, maxMarketStake: 500_000 },
});

const delay = z.number().int().min(0).max(60);

export const SPORT_LIVE_DELAY = defineSetting({
  key: 'sport.liveDelaySeconds',
  description: 'Seconds a live bet is held before it is accepted: per sport id, else the default',
  schema: z.strictObject({
    default: delay,
    bySport: z.record(z.string().regex(/^\d{1,6}$/, 'sport ids are numbers'), delay),
  }),
  defaultValue: { default: 6, bySport: { '66': 8, '67': 6, '68': 5, '69': 5, '70': 7, '74': 10 } },
});

export const SPORT_CASHOUT_MARGIN = defineSetting({
  key: 'sport.cashoutMarginPercent',
  description: 'The share of a bet’s fair value a cash-out offer keeps back, in percent (0–50, two decimals)',
  schema: z.number().min(0).max(50).multipleOf(0.01),
  defaultValue: 5,
});

export const SPORT_RETENTION = defineSetting({
  key: 'sport.retentionDays',
  description: 'Days finished events, their markets and odds are kept (what a bet refers to is kept always)',
  schema: z.number().int().min(1).max(3650),
  defaultValue: 30,
});

export function liveDelaySeconds(setting: z.infer<typeof SPORT_LIVE_DELAY.schema>, sportId: number): number {
  return setting.bySport[String(sportId)] ?? setting.default;
}

/** What a cash-out offers of the fair value: 95 % by default. */
export function cashoutShare(marginPercent: number): Ratio {
  return { num: BigInt(10_000 - Math.round(marginPercent * 100)), den: 10_000n };
}
