import type { OriginalTitle } from './games/types.js';
import type { Messages } from './messages.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageInput {
  title: OriginalTitle;
  nonce: string;
  launch: string;
  basePath: string;
  scriptUrl: string;
  styleUrl: string;
  messages: Messages;
  dir: 'ltr' | 'rtl';
  lang: string;
}

/** The frame's HTML: a shell in the game's colours that the script fills from `init`. */
export function pageHtml(input: PageInput): string {
  const { title, nonce, launch, basePath, scriptUrl, styleUrl, messages, dir, lang } = input;
  const boot = { launch, api: `${basePath}/game-api`, gameId: title.id, messages, lang };
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(title.name)} · Originals</title>
<link rel="stylesheet" href="${escapeHtml(styleUrl)}">
<style nonce="${nonce}">:root{--from:${escapeHtml(title.palette.from)};--to:${escapeHtml(title.palette.to)};--accent:${escapeHtml(title.palette.accent)}}</style>
</head>
<body>
<main id="app" aria-live="polite"><div class="boot"><div class="spinner"></div></div></main>
<script id="boot" type="application/json" nonce="${nonce}">${scriptJson(boot)}</script>
<script src="${escapeHtml(scriptUrl)}" nonce="${nonce}" defer></script>
</body>
</html>`;
}
