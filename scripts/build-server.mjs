// Builds the server for production: one ES module bundle that plain `node` runs, with the
// workspace's own TypeScript and the pure-JavaScript npm dependencies compiled in, and the
// packages listed in EXTERNAL left to node_modules. The SQL migrations are copied beside it,
// where the bundle looks for them.
import { execFileSync } from 'node:child_process';
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { BEYOND_LATIN1, escapeBeyondLatin1 } from './latin1-source.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'apps/server/dist');
const sharedSource = path.join(root, 'packages/shared/src');

// Node resolving and reading some 1,800 files under node_modules one by one cost 0.3 s of every
// start, and up to a second on a busy machine (issue 12), so npm dependencies are bundled too,
// except the ones below.
const EXTERNAL = [
  // Native addons and WebAssembly, or files read beside the package's own module at run time
  // (Swagger UI serves its `static/` folder and reads its logo from there).
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@node-rs/argon2',
  'sharp',
  '@fastify/swagger-ui',
  // Imported with `import()` only when a setting or the mode asks for them: bundled, they would
  // be compiled on every start. esbuild, vite and middie are for development only.
  'oidc-provider',
  'pg',
  'ioredis',
  'nodemailer',
  'esbuild',
  'vite',
  '@fastify/middie',
  // The web app's server build imports these from node_modules itself: the server must share
  // their instances (one React, one @react-router/node and the router it loads), and a second
  // copy here would only add to the start.
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router/*',
  '@react-router/*',
  'zod',
  'zod/*',
  'isbot',
  '@noble/hashes/*',
  // Swagger UI (above) loads it from node_modules anyway.
  'yaml',
];
// Pino is bundled (with Fastify) although its transports start workers from its own files: the
// server logs to a stream and never configures a transport.

// Bundled CommonJS `require`s Node's built-ins, and an ES module has no `require` of its own.
// The import takes a name no bundled module declares. No `__dirname` either: the bundled code
// that reads one looks for its own package's files, which the server never asks for (Socket.IO's
// client, pino's workers), and would find the wrong folder rather than fail.
const BANNER = [
  "import { createRequire as __bundleCreateRequire } from 'node:module';",
  'const require = __bundleCreateRequire(import.meta.url);',
].join('\n');

const JS_LOADERS = { '.ts': 'ts', '.js': 'js', '.mjs': 'js', '.cjs': 'js' };
/**
 * esbuild escapes characters past Latin-1 in strings, but not in regular expressions (a
 * typographic quote or ellipsis, here and in markdown-it), so they are escaped as they are read.
 */
const latin1Sources = {
  name: 'latin1-sources',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const escaped = escapeBeyondLatin1(text);
      return escaped === text ? undefined : { contents: escaped, loader: JS_LOADERS[path.extname(args.path)] };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(root, 'apps/server/src/server.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  banner: { js: BANNER },
  // V8 keeps the bundle's source for as long as the process runs (it compiles functions lazily),
  // and esbuild keeps comments and indentation: 3 MB of the 8 MB. Stack traces still find the
  // sources through the map (--enable-source-maps).
  minifyWhitespace: true,
  sourcemap: true,
  // The image runs with --enable-source-maps, which reads the whole map at start and keeps it in
  // the heap; its stack traces need the mappings only. With the dependencies' sources in it, the
  // map was 14 MB, and cost 0.2 s of the start and 15 MB more memory.
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [
    latin1Sources,
    {
      // `@casino/shared` is TypeScript source, not a built package: compile it into the bundle.
      name: 'workspace-shared',
      setup(builder) {
        builder.onResolve({ filter: /^@casino\/shared\// }, (args) => ({
          path: path.join(sharedSource, `${args.path.slice('@casino/shared/'.length)}.ts`),
        }));
      },
    },
  ],
});
const beyond = (await readFile(path.join(outdir, 'server.js'), 'utf8')).search(BEYOND_LATIN1);
if (beyond !== -1) throw new Error(`server.js has a character past Latin-1 at ${beyond}: see latin1Sources`);
await cp(path.join(root, 'apps/server/src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
// The Nova Studio game page's script and style, bundled once here instead of on first request.
execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--input-type=module',
    '--eval',
    `const { writeClientAssets } = await import(${JSON.stringify(path.join(root, 'apps/server/src/providers/slots-studio/client-bundle.ts'))});
     await writeClientAssets(${JSON.stringify(path.join(outdir, 'nova-studio-client'))});`,
  ],
  { stdio: 'inherit' },
);
// The Originals game page's script and style, and its words in every locale.
execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--input-type=module',
    '--eval',
    `const { writeClientAssets } = await import(${JSON.stringify(path.join(root, 'apps/server/src/providers/originals/client-bundle.ts'))});
     await writeClientAssets(${JSON.stringify(path.join(outdir, 'originals-client'))});`,
  ],
  { stdio: 'inherit' },
);
await cp(path.join(root, 'apps/server/src/providers/originals/messages'), path.join(outdir, 'originals-messages'), {
  recursive: true,
});
console.log(`server built into ${path.relative(root, outdir)}`);
