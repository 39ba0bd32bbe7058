import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizePath } from '../locale/use-locale';
import { usePopup } from '../popups/use-popup';
import { usePushEvent } from '../push/use-push';
import { WALLET_ACCOUNTS_KEY } from '../wallet/use-wallet';
import { frameAction, gameOrigin, postToGame, relayedMessage } from './frame-relay';

/** How long a finished round waits for its `wallet:accounts` push before asking for the balance itself. */
const PUSH_GRACE_MS = 1500;

/**
 * Connects the page and a game frame (packages/shared/src/game-frame.ts): bet-restricted and
 * max-bet-exceeded pushes go into the frame; a finished round refreshes the balance when its
 * push has not; the game's lobby and deposit buttons act on the site.
 */
export function useFrameBridge(frame: RefObject<HTMLIFrameElement | null>, gameUrl: string | null, isPlayer: boolean) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { open } = usePopup();
  const lastAccountPush = useRef(0);
  const origin = gameUrl && typeof location !== 'undefined' ? gameOrigin(gameUrl, location.href) : null;

  usePushEvent(isPlayer ? 'wallet:accounts' : null, 'account', () => {
    lastAccountPush.current = Date.now();
  });
  const relay = (event: 'bet.restricted' | 'bet.max-exceeded') => (data: unknown) => {
    const message = relayedMessage(event, data);
    if (message) postToGame(frame.current?.contentWindow, origin, message);
  };
  usePushEvent(isPlayer ? 'bonus:player-bonuses' : null, 'bet.restricted', relay('bet.restricted'));
  usePushEvent(isPlayer ? 'bonus:player-bonuses' : null, 'bet.max-exceeded', relay('bet.max-exceeded'));

  // The popup opener changes with every address; the listener reads the latest one.
  const actions = useRef({ open, navigate, localize });
  useEffect(() => {
    actions.current = { open, navigate, localize };
  });

  useEffect(() => {
    if (!origin) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onMessage = (event: MessageEvent) => {
      const action = frameAction(event, { origin, window: frame.current?.contentWindow });
      if (!action) return;
      if (action.type === 'lobby') void actions.current.navigate(actions.current.localize('/games'));
      if (action.type === 'deposit') actions.current.open('wallet', 'deposit');
      if (action.type === 'limit-reached') actions.current.open('game-limit-reached', action.limit);
      if (action.type === 'round-finished' && isPlayer) {
        const finishedAt = Date.now();
        const timer = setTimeout(() => {
          timers.delete(timer);
          // A push that came just before the game's message counts too.
          if (lastAccountPush.current < finishedAt - PUSH_GRACE_MS)
            void client.invalidateQueries({ queryKey: WALLET_ACCOUNTS_KEY });
        }, PUSH_GRACE_MS);
        timers.add(timer);
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [origin, frame, isPlayer, client]);
}
