import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { OddsFormat } from './odds';
import type { SlipPick } from './sport-types';

export type SlipMode = 'single' | 'combo' | 'system';
export type Acceptance = 'none' | 'higher' | 'any';

interface SlipState {
  picks: SlipPick[];
  mode: SlipMode;
  /** Stake per bet (single: each pick; system: each line), in major units as typed. */
  stake: string;
  system: string;
  acceptance: Acceptance;
  oddsFormat: OddsFormat;
  /** Adds the pick, or removes it when it is already in the slip; one pick per event replaces the other. */
  toggle(pick: SlipPick): void;
  remove(eventId: string, marketKey: string, outcomeId: string): void;
  updateOdds(eventId: string, marketKey: string, outcomeId: string, odds: number): void;
  clear(): void;
  set(patch: Partial<Pick<SlipState, 'mode' | 'stake' | 'system' | 'acceptance' | 'oddsFormat'>>): void;
}

const same = (a: SlipPick, eventId: string, marketKey: string, outcomeId: string) =>
  a.eventId === eventId && a.marketKey === marketKey && a.outcomeId === outcomeId;

/**
 * The slip read back from local storage after the page has loaded, joined with the picks
 * made before that: a pick taken while the page was still loading replaces a saved pick on
 * its event instead of being overwritten by the saved slip.
 */
export function mergeSavedSlip<S extends Pick<SlipState, 'picks'>>(saved: unknown, current: S): S {
  const slip = (saved ?? {}) as Partial<SlipState>;
  const kept = (slip.picks ?? []).filter((p) => !current.picks.some((c) => c.eventId === p.eventId));
  return { ...current, ...slip, picks: [...kept, ...current.picks].slice(-20) };
}

/** The bet slip, kept in local storage so a reload or another page keeps the picks. */
export const useBetSlip = create<SlipState>()(
  persist(
    (set) => ({
      picks: [],
      mode: 'single',
      stake: '1',
      system: '',
      acceptance: 'higher',
      oddsFormat: 'decimal',
      toggle: (pick) =>
        set((state) => {
          if (state.picks.some((p) => same(p, pick.eventId, pick.marketKey, pick.outcomeId))) {
            return { picks: state.picks.filter((p) => !same(p, pick.eventId, pick.marketKey, pick.outcomeId)) };
          }
          const picks = [...state.picks.filter((p) => p.eventId !== pick.eventId), pick].slice(-20);
          return { picks, mode: picks.length > 1 && state.mode === 'single' ? 'combo' : state.mode };
        }),
      remove: (eventId, marketKey, outcomeId) =>
        set((state) => ({ picks: state.picks.filter((p) => !same(p, eventId, marketKey, outcomeId)) })),
      updateOdds: (eventId, marketKey, outcomeId, odds) =>
        set((state) => ({
          picks: state.picks.map((p) => (same(p, eventId, marketKey, outcomeId) ? { ...p, odds } : p)),
        })),
      clear: () => set({ picks: [] }),
      set: (patch) => set(patch),
    }),
    { name: 'sport-bet-slip', skipHydration: true, merge: mergeSavedSlip },
  ),
);
