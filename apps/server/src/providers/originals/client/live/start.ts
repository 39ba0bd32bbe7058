import { h } from '../../../kit/client/dom.js';
import { setMessages } from '../i18n.js';
import { startBlackjack } from './blackjack-page.js';
import { startCrash } from './crash-page.js';
import { refusalText, type Boot } from './page-kit.js';

const PAGES: Record<string, (boot: Boot, mount: HTMLElement) => Promise<void>> = {
  crash: startCrash,
  blackjack: startBlackjack,
};

/** Starts the page of a game that has its own (Crash, Blackjack); undefined for the shell's games. */
export function startLivePage(): Promise<void> | undefined {
  const boot = JSON.parse(document.getElementById('boot')?.textContent ?? '{}') as Boot;
  const start = PAGES[boot.gameId];
  if (!start) return undefined;
  setMessages(boot.messages, boot.lang);
  const mount = document.getElementById('app')!;
  return start(boot, mount)
    .then(() => document.body.classList.add('ready'))
    .catch((error: unknown) => {
      mount.replaceChildren(h('div', { class: 'boot' }, h('p', { class: 'boot-error' }, refusalText(error))));
    });
}
