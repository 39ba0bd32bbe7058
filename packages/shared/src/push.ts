/** The push channel of SPEC §7: where it is served, its channels and events. */
export const PUSH_PATH = '/api/connection/websocket';

/** Channels that are always the connected player's own. */
export const PLAYER_CHANNELS = [
  'retention:quests',
  'bonus:player-bonus-codes',
  'bonus:player-bonuses',
  'bonus:player-freespins',
  'wallet:accounts',
  'payment:invoices',
  'player:session',
] as const;

/** Channels named with the player id after `#`. */
export const PLAYER_ID_CHANNELS = [
  'game:bets',
  'game:spins',
  'retention:accounts',
  'messenger:notifications',
  'messenger:pushes',
] as const;

export const PUBLIC_CHANNEL = 'global:online';

/**
 * The sportsbook's public channels (issue 17): every change of the live events, and each
 * event's own odds for the page that shows it. Anyone may listen, guests included.
 */
export const SPORT_LIVE_CHANNEL = 'sport:live';
export const sportEventChannel = (eventId: string) => `sport:event#${eventId}`;
const SPORT_EVENT_CHANNEL = /^sport:event#\d{1,15}$/;
/** Where a page hears that its own session was ended, sent to that session's sockets only. */
export const SESSION_CHANNEL = 'player:session';
export type SessionEndReason = 'session-time-limit';

export type PlayerChannel = (typeof PLAYER_CHANNELS)[number];
export type PlayerIdChannel = (typeof PLAYER_ID_CHANNELS)[number];

export const PUSH_EVENTS = [
  'quest.updated',
  'quest.task.updated',
  'invoice.deposit.updated',
  'invoice.withdrawal.updated',
  'account',
  'playerBonus',
  'playerFreespin',
  'playerBonusCode',
  'bet.restricted',
  'bet.max-exceeded',
  'notification',
  'push',
  'online',
  /** game:bets#{id}: a round of the player's changed (a bet, win or rollback). */
  'bet',
  /** game:bets#{id}: a sport bet of the player's was placed, accepted, settled, reopened, cashed out, or its cash-out offer moved (the bet view). */
  'sport.bet',
  /** game:spins#{id}: a slot round of the player's closed. */
  'spin',
  /** sport:event#{id} and sport:live: an event's status, score or odds changed (the event view). */
  'sport.event',
  /** player:session: this session was ended by the server, with why (`data.reason`). */
  'session.ended',
] as const;

export type PushEvent = (typeof PUSH_EVENTS)[number];

/** What a socket receives: one `push` event carrying the channel, the event and its data. */
export interface PushMessage<T = unknown> {
  channel: string;
  event: PushEvent;
  data: T;
}

export type ChannelAccess = { ok: true; owner: string | null } | { ok: false };

/**
 * Whether a socket of `playerId` (null for a guest) may listen to `channel`: the
 * public channel for everyone, a player's channels only for that player.
 */
export function channelAccess(channel: string, playerId: string | null): ChannelAccess {
  if (channel === PUBLIC_CHANNEL || channel === SPORT_LIVE_CHANNEL || SPORT_EVENT_CHANNEL.test(channel)) {
    return { ok: true, owner: null };
  }
  if (!playerId) return { ok: false };
  if ((PLAYER_CHANNELS as readonly string[]).includes(channel)) return { ok: true, owner: playerId };
  const [name, id] = channel.split('#');
  if (id !== undefined && (PLAYER_ID_CHANNELS as readonly string[]).includes(name!) && id === playerId) {
    return { ok: true, owner: playerId };
  }
  return { ok: false };
}

/** The channel name a player listens on: `game:bets#{id}` for the id channels, the plain name otherwise. */
export function playerChannel(channel: PlayerChannel | PlayerIdChannel, playerId: string): string {
  return (PLAYER_ID_CHANNELS as readonly string[]).includes(channel) ? `${channel}#${playerId}` : channel;
}
