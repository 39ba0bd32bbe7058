/** The shipped avatars (apps/web/public/avatars); a player picks one by id. */
export const AVATAR_IDS = [
  'ace',
  'chip',
  'clover',
  'crown',
  'diamond',
  'dice',
  'flame',
  'horseshoe',
  'rocket',
  'seven',
  'star',
  'trophy',
] as const;

export function avatarUrl(id: string): string {
  return `/avatars/${id}.svg`;
}
