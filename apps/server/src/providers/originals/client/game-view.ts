import type { BetView, Settled } from './types.js';
import type { Money } from '../../kit/client/money.js';

/** What the shell lends a game: money formatting and the round calls of a multi-step game. */
export interface ShellApi {
  money: Money;
  /** One action on the open round (multi-step games). */
  act(action: unknown): Promise<Settled>;
  /** Enables or disables the panel's main button (e.g. no tile picked yet). */
  refresh(): void;
}

/**
 * A game's page module: its controls (in the side panel, above the bet button) and its stage.
 * Instant games give the parameters of the next bet and show a settled one; multi-step games
 * also show an open round and say how much a cash-out pays now.
 */
export interface GameView {
  controls: HTMLElement;
  stage: HTMLElement;
  /** Autobet offered (Dice, Limbo, Plinko, Keno, Mines). */
  autobet: boolean;
  /** The bet's parameters, or null while they are incomplete (the bet button waits). */
  params(): unknown;
  /** Roulette: the amount field is one chip, the stake is the chips on the table times it. */
  chips?(): number;
  /** Shows a settled bet; resolves when its animation is over. */
  show(bet: BetView): Promise<void>;
  stepped?: {
    /** Shows an open round (just started, or resumed after a reload). */
    open(bet: BetView): void;
    /** Whether the cash-out button may be pressed now. */
    canCashOut(bet: BetView): boolean;
    cashOutAction: unknown;
    /** Autobet: plays a started round to its end with the player's preset choices. */
    autoPlay(bet: BetView): Promise<BetView>;
  };
}

export type GameFactory = (shell: ShellApi) => GameView;
