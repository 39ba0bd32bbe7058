import {
  MINES_EDGE,
  minesAction,
  minesMultiplier,
  minesParams,
  mineTiles,
  minesView,
  TILES,
  type MinesAction,
  type MinesParams,
  type MinesState,
} from '@casino/shared/originals/mines';
import { OriginalsError } from '../errors.js';
import type { SteppedHandler } from './types.js';

/**
 * Mines: the round keeps the mine layout server-side; a safe tile raises the multiplier, a mine
 * ends the round with nothing, every safe tile found ends it with the full multiplier, and a
 * cash-out (after at least one safe tile) pays the multiplier reached.
 */
export const minesGame: SteppedHandler<MinesParams, MinesState, MinesAction> = {
  mode: 'stepped',
  houseEdge: MINES_EDGE,
  params: minesParams,
  action: minesAction,
  title: {
    id: 'mines',
    name: 'Mines',
    kind: 'instant',
    themes: ['originals', 'mines'],
    rtp: 99,
    volatility: 'high',
    releasedAt: '2026-01-15',
    minBet: 10n,
    maxBet: 100_000n,
    palette: { from: '#173a2c', to: '#08140f', accent: '#ffd23f' },
  },
  start(seeds, { mines }) {
    return {
      state: { mines, mineTiles: mineTiles(seeds, mines), revealed: [], hit: null, cashedOut: false },
      finished: false,
    };
  },
  act(_seeds, state, action) {
    if (action.type === 'cashout') {
      if (state.revealed.length === 0) throw new OriginalsError('ILLEGAL_ACTION', 'Reveal a tile before cashing out');
      const multiplier = minesMultiplier(state.mines, state.revealed.length);
      return { state: { ...state, cashedOut: true }, finished: true, multiplier };
    }
    if (state.revealed.includes(action.tile))
      throw new OriginalsError('ILLEGAL_ACTION', 'This tile is already revealed');
    if (state.mineTiles.includes(action.tile)) {
      return { state: { ...state, hit: action.tile }, finished: true, multiplier: 0 };
    }
    const revealed = [...state.revealed, action.tile];
    const next = { ...state, revealed };
    if (revealed.length === TILES - state.mines) {
      return {
        state: { ...next, cashedOut: true },
        finished: true,
        multiplier: minesMultiplier(state.mines, revealed.length),
      };
    }
    return { state: next, finished: false };
  },
  abandon: (_seeds, state) => minesMultiplier(state.mines, state.revealed.length),
  view: minesView,
};
