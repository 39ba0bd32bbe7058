import { describe, expect, it, vi } from 'vitest';
import { frameAction, gameOrigin, postToGame, relayedMessage } from './frame-relay';

const frameWindow = { postMessage: vi.fn() };
const frame = { origin: 'https://games.example', window: frameWindow };

describe('messages from the game frame', () => {
  it("act only when they come from the game's own frame and origin", () => {
    const data = { type: 'casino:lobby' };
    expect(frameAction({ origin: 'https://games.example', source: frameWindow, data }, frame)).toEqual({
      type: 'lobby',
    });
    expect(frameAction({ origin: 'https://evil.example', source: frameWindow, data }, frame)).toBeNull();
    expect(frameAction({ origin: 'https://games.example', source: {}, data }, frame)).toBeNull();
    expect(
      frameAction({ origin: 'https://games.example', source: frameWindow, data }, { ...frame, origin: null }),
    ).toBeNull();
  });

  it('map each game message to what the site does', () => {
    const action = (data: unknown) => frameAction({ origin: frame.origin, source: frameWindow, data }, frame);
    expect(action({ type: 'casino:round-finished', gameId: 'g' })).toEqual({ type: 'round-finished' });
    expect(action({ type: 'casino:deposit' })).toEqual({ type: 'deposit' });
    expect(action({ type: 'casino:limit-reached', limit: 'loss' })).toEqual({ type: 'limit-reached', limit: 'loss' });
  });

  it('ignore a limit-reached message that names no bet or loss limit', () => {
    const action = (data: unknown) => frameAction({ origin: frame.origin, source: frameWindow, data }, frame);
    expect(action({ type: 'casino:limit-reached' })).toBeNull();
    expect(action({ type: 'casino:limit-reached', limit: 'deposit' })).toBeNull();
  });

  it('ignore anything outside the game-frame vocabulary', () => {
    const action = (data: unknown) => frameAction({ origin: frame.origin, source: frameWindow, data }, frame);
    expect(action({ type: 'casino:balance', balance: '1' })).toBeNull();
    expect(action('casino:lobby')).toBeNull();
    expect(action(null)).toBeNull();
  });
});

describe('messages to the game frame', () => {
  it('relay bet-restricted as it is', () => {
    expect(relayedMessage('bet.restricted', {})).toEqual({ type: 'casino:bet-restricted' });
  });

  it('relay max-bet-exceeded with its currency and amount, and ignore it without either', () => {
    expect(relayedMessage('bet.max-exceeded', { currency: 'EUR', maxBetAmount: '500' })).toEqual({
      type: 'casino:max-bet-exceeded',
      currency: 'EUR',
      maxBetAmount: '500',
    });
    expect(relayedMessage('bet.max-exceeded', { currency: 'EUR' })).toBeNull();
    expect(relayedMessage('bet.max-exceeded', { maxBetAmount: '500' })).toBeNull();
    expect(relayedMessage('bet.max-exceeded', null)).toBeNull();
  });

  it("target the game URL's origin, never every origin", () => {
    const target = { postMessage: vi.fn() };
    const origin = gameOrigin('/providers/nova-studio/play/x?token=t', 'https://casino.example/game/x');
    expect(origin).toBe('https://casino.example');
    expect(postToGame(target, origin, { type: 'casino:bet-restricted' })).toBe(true);
    expect(target.postMessage).toHaveBeenCalledWith({ type: 'casino:bet-restricted' }, 'https://casino.example');
  });

  it('send nothing to a frame whose origin is unknown or opaque', () => {
    const target = { postMessage: vi.fn() };
    expect(postToGame(target, null, { type: 'casino:bet-restricted' })).toBe(false);
    expect(
      postToGame(target, gameOrigin('data:text/html,x', 'https://casino.example'), { type: 'casino:bet-restricted' }),
    ).toBe(false);
    expect(target.postMessage).not.toHaveBeenCalled();
  });
});
