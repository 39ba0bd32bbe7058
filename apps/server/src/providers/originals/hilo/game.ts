import { seededFloats } from '@casino/shared/originals/cards';
import {
  actHilo,
  callMultiplier,
  HILO_HOUSE_EDGE_BP,
  hiloActions,
  hiloMultiplier,
  HiloRuleError,
  settleAbandonedHilo,
  startHilo,
  type HiloAction,
  type HiloState,
} from '@casino/shared/originals/hilo';
import { z } from 'zod';
import { OriginalsError } from '../errors.js';
import type { SteppedHandler } from '../games/types.js';

const HILO_ACTIONS = ['higher', 'lower', 'same', 'skip', 'cashout'] as const satisfies readonly HiloAction[];

function ruled<T>(play: () => T): T {
  try {
    return play();
  } catch (error) {
    if (error instanceof HiloRuleError) throw new OriginalsError('ILLEGAL_ACTION', error.message);
    throw error;
  }
}

/** What the page shows: the cards so far, the multiplier and what each call would pay next. */
export function hiloView(state: HiloState) {
  const current = state.cards[state.cards.length - 1]!.card;
  const open = state.status === 'playing';
  return {
    ...state,
    multiplier: hiloMultiplier(state),
    actions: hiloActions(state),
    calls: open
      ? {
          higher: callMultiplier(current, 'higher'),
          lower: callMultiplier(current, 'lower'),
          same: callMultiplier(current, 'same'),
        }
      : null,
  };
}

/**
 * HiLo on the studio's rounds of steps: the state (the cards and calls so far) lives in the bet
 * row, so a reload resumes it, and the settle job cashes an abandoned round out at its multiplier.
 * Every card is a float of the bet's seeds: nothing ahead of the player is stored or sent.
 */
export const hiloGame: SteppedHandler<Record<string, never>, HiloState, { action: HiloAction }> = {
  mode: 'stepped',
  title: {
    id: 'hilo',
    name: 'HiLo',
    kind: 'table',
    themes: ['originals', 'cards'],
    rtp: 99,
    volatility: 'medium',
    releasedAt: '2026-01-15',
    minBet: 10n,
    maxBet: 100_000n,
    palette: { from: '#0f3a2e', to: '#06140f', accent: '#ffd166' },
  },
  houseEdge: HILO_HOUSE_EDGE_BP / 10_000,
  params: z
    .object({})
    .strict()
    .optional()
    .transform(() => ({})),
  action: z.object({ action: z.enum(HILO_ACTIONS) }),
  start: (seeds) => ({ state: startHilo(seededFloats(seeds)), finished: false }),
  act(seeds, state, { action }) {
    const next = ruled(() => actHilo(state, action, seededFloats(seeds)));
    return next.status === 'playing'
      ? { state: next, finished: false }
      : { state: next, finished: true, multiplier: hiloMultiplier(next) };
  },
  abandon: (_seeds, state) => hiloMultiplier(settleAbandonedHilo(state)),
  view: (state) => hiloView(state),
};
