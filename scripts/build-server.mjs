// Builds the server for production: one ES module bundle that plain `node` runs, with the
// workspace's own TypeScript compiled in and every npm dependency left to node_modules.
// The SQL migrations are copied beside it, where the bundle looks for them.
import { execFileSync } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'apps/server/dist');
const sharedSource = path.join(root, 'packages/shared/src');

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(root, 'apps/server/src/server.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
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
