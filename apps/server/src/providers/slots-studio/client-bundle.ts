import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientBundle } from '../kit/client-bundle.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export const { clientAssets, writeClientAssets } = clientBundle({
  sourceDir: HERE,
  styleSheets: ['game.css'],
  prebuiltDir: path.join(HERE, 'nova-studio-client'),
});
