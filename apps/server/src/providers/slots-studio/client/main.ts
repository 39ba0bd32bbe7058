import { GameApi, GameApiError } from '../../kit/client/api.js';
import { h } from '../../kit/client/dom.js';
import { refusal, Shell } from './shell.js';
import { BlackjackGame } from './blackjack.js';
import { RouletteGame } from './roulette.js';
import { SlotGame } from './slot.js';
import { VideoPokerGame } from './video-poker.js';
import type { InitData } from './types.js';
import { t, useLocale, type BootLocale } from './i18n.js';

type Boot = { launch: string; api: string; gameId: string; kind: string; locale?: BootLocale };

function fatal(mount: HTMLElement, message: string): void {
  mount.replaceChildren(h('div', { class: 'boot' }, h('p', { class: 'boot-error' }, message)));
}

async function start(): Promise<void> {
  const mount = document.getElementById('app')!;
  const boot = JSON.parse(document.getElementById('boot')!.textContent ?? '{}') as Boot;
  useLocale(boot.locale);
  const api = new GameApi(boot.api, boot.launch);
  let init: InitData;
  try {
    init = await api.post<InitData>('/init');
  } catch (error) {
    fatal(mount, error instanceof GameApiError ? refusal(error.code) : t('boot.failed'));
    return;
  }
  const shell = new Shell(init, api, mount);
  if (init.game.kind === 'slot') new SlotGame(shell);
  else if (init.game.kind === 'roulette') new RouletteGame(shell, api);
  else if (init.game.kind === 'blackjack') new BlackjackGame(shell, api);
  else new VideoPokerGame(shell, api);
  document.body.classList.add('ready');
}

void start();
