import { SLOT_TITLES } from './titles/slots.js';
import { TABLE_TITLES } from './titles/tables.js';
import type { GameTitle } from './types.js';

export type * from './types.js';

/** Every title the studio offers, slots first; each is pure configuration. */
export const TITLES: readonly GameTitle[] = [...SLOT_TITLES, ...TABLE_TITLES];

const byId = new Map(TITLES.map((title) => [title.id, title]));

export function titleById(id: string): GameTitle | undefined {
  return byId.get(id);
}
