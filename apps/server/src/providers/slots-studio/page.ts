import type { GameTitle } from './engine/types.js';
import type { StudioLocale } from './i18n/catalog.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageInput {
  title: GameTitle;
  nonce: string;
  launch: string;
  basePath: string;
  scriptUrl: string;
  styleUrl: string;
  locale: StudioLocale;
}

/**
 * The frame's HTML: a shell in the title's colours that the script fills. The boot data names
 * the launch, where the game API lives and the launch locale's words (only that locale's, so the
 * script stays one size for every language); everything else comes from `init`.
 */
export function pageHtml({ title, nonce, launch, basePath, scriptUrl, styleUrl, locale }: PageInput): string {
  const boot = { launch, api: `${basePath}/game-api`, gameId: title.id, kind: title.kind, locale };
  const { background, text, accent } = title.palette;
  return `<!doctype html>
<html lang="${escapeHtml(locale.code)}" dir="${locale.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover, user-scalable=no">
<meta name="color-scheme" content="dark">
<meta name="theme-color" content="${escapeHtml(background)}">
<title>${escapeHtml(title.name)} · Nova Studio</title>
<link rel="stylesheet" href="${escapeHtml(styleUrl)}">
<style nonce="${nonce}">:root{--bg:${escapeHtml(background)};--text:${escapeHtml(text)};--accent:${escapeHtml(accent)}}</style>
</head>
<body>
<main id="app" aria-live="polite"><div class="boot"><div class="boot-spinner"></div><p>${escapeHtml(title.name)}</p></div></main>
<script id="boot" type="application/json" nonce="${nonce}">${scriptJson(boot)}</script>
<script src="${escapeHtml(scriptUrl)}" nonce="${nonce}" defer></script>
</body>
</html>`;
}
