import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { escapeBeyondLatin1 } from '../../scripts/latin1-source.mjs';

/**
 * Code every page runs, gathered into two chunks instead of dozens of small shared ones
 * (issue 14: at most 20 requests and 150 KB of compressed JavaScript before a page is
 * interactive): the libraries, which change seldom, and the site's own shell. Route modules
 * and what loads on demand (popup bodies and frame, the phone menu, the push socket, forms)
 * keep chunks of their own.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|intl-messageformat|@formatjs|zustand|clsx)[\\/]/;
const SHELL =
  /[\\/](app[\\/](root\.tsx|layouts[\\/]|lib[\\/]|i18n[\\/][^\\/]+\.tsx?$|features[\\/](layout|locale|popups|session|theme|toasts|push)[\\/])|packages[\\/]shared[\\/]src[\\/](locales|popups|push|format|customer)\.ts$)/;
/**
 * Parts shared by the casino pages (home, lobby, game page) and the content pages, and the sport
 * parts home's live strip shares with the sport pages. They ride in the shell, so home waits for
 * two chunks fewer; the account pages load them too (10 KB compressed), but nearly every visit
 * starts on a casino or sport page.
 */
const PAGE_PARTS =
  /app[\\/]features[\\/](games[\\/](game-tile|game-row|games-queries|collection-icon|use-favorites|use-near-viewport|use-money|labels)|content[\\/](dates|fallback-language|content-meta|offer|offer-card))\.tsx?$/;
const SPORT_PARTS =
  /app[\\/]features[\\/]sport[\\/](sport-queries|live-carousel|names|event-time|bet-slip-store)\.tsx?$/;
const ON_DEMAND = /(popup-dialog|mobile-drawer)\.tsx$|\.server\.tsx?$/;
/**
 * The server reads a locale's UI strings when a page of it is first rendered
 * (`i18n/messages.server.ts`): one chunk per locale, not one per namespace file.
 */
const messagesChunk = (id: string) => {
  const locale = /i18n[\\/]messages[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
  return locale ? `messages-${locale}` : null;
};
/**
 * The browser gets its UI strings parsed already (`app/i18n/message-format.ts`), so its build
 * takes the ICU parser package's parser-free build: the same element types and guards, no parser.
 */
const BROWSER_WITHOUT_ICU_PARSER: Plugin = {
  name: 'browser-without-icu-parser',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(id, importer) {
    if (id === '@formatjs/icu-messageformat-parser')
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
  },
};
/** The server's copy of the site stays one byte a character in its memory (scripts/latin1-source.mjs). */
const LATIN1_SERVER_CHUNKS: Plugin = {
  name: 'latin1-server-chunks',
  applyToEnvironment: (environment) => environment.name === 'ssr',
  // After the minifier, which would write the characters back.
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle))
      if (output.type === 'chunk') output.code = escapeBeyondLatin1(output.code);
  },
};
const SSR_BUILD = {
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [
          {
            debugName: 'messages',
            name: messagesChunk,
          },
        ],
      },
    },
  },
};

const require = createRequire(import.meta.url);

const routerProduction = (file: string) =>
  path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production', file);

/**
 * React Router's package offers only its development build (its exports have no production
 * condition): on the server it cost about 13 % of a render, in the browser it added its warnings
 * to the framework chunk and its checks to hydration. Production builds take the production
 * build instead; the server bundles it with the two packages it brings its own versions of, and
 * takes `createRequestHandler` from this bundle (entry.server.tsx), so one copy of the router
 * serves.
 */
const ROUTER_PRODUCTION_BUILD = {
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: routerProduction('index.mjs') },
      { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
    ],
  },
};
/**
 * Bundled into the server build as well: lucide-react from node_modules is all of its ~1,600
 * icons, 6.7 MB of the server's heap for the few dozen the site draws.
 */
const SSR_BUNDLES = { ssr: { noExternal: ['react-router', 'cookie', 'set-cookie-parser', 'lucide-react'] } };

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    BROWSER_WITHOUT_ICU_PARSER,
    ...(mode === 'production' ? [LATIN1_SERVER_CHUNKS] : []),
  ],
  ...(mode === 'production' ? ROUTER_PRODUCTION_BUILD : {}),
  ...(isSsrBuild && mode === 'production' ? SSR_BUNDLES : {}),
  build: isSsrBuild
    ? SSR_BUILD
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                {
                  name: 'shell',
                  test: (id: string) =>
                    [SHELL, PAGE_PARTS, SPORT_PARTS].some((part) => part.test(id)) && !ON_DEMAND.test(id),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
