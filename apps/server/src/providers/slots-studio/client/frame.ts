import type { GameToSiteMessage, SiteToGameMessage } from '@casino/shared/game-frame';

/** The parent's origin when it is ours (a studio mounted in the site's process); null across origins. */
function sameOriginParent(): string | null {
  try {
    return window.parent.location.origin;
  } catch {
    return null;
  }
}

/**
 * The game's side of packages/shared/src/game-frame.ts. Messages are read only from the site
 * that launched the game (the lobby URL's origin, or this origin when the site frames its own
 * studio) and sent only to it.
 */
export class FrameBridge {
  private readonly siteOrigin: string | null;

  constructor(lobbyUrl: string) {
    let origin: string | null = sameOriginParent();
    if (origin === null) {
      try {
        origin = new URL(lobbyUrl).origin;
      } catch {
        origin = null;
      }
    }
    this.siteOrigin = origin;
  }

  get framed(): boolean {
    return window.parent !== window;
  }

  send(message: GameToSiteMessage): void {
    if (this.framed && this.siteOrigin) window.parent.postMessage(message, this.siteOrigin);
  }

  listen(handler: (message: SiteToGameMessage) => void): void {
    window.addEventListener('message', (event: MessageEvent) => {
      if (event.origin !== this.siteOrigin || event.source !== window.parent) return;
      const data = event.data as { type?: unknown } | null;
      if (typeof data !== 'object' || data === null) return;
      if (
        data.type === 'casino:bet-restricted' ||
        data.type === 'casino:max-bet-exceeded' ||
        data.type === 'casino:balance'
      ) {
        handler(data as SiteToGameMessage);
      }
    });
  }
}
