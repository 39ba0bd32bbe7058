import { timingSafeEqual } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/errors.js';
import { bearerToken } from '../player/auth.js';
import { sharedSecret } from '../player/tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of the operator API (`/api/admin/…`): the admin token, never a player's. */
    requireOperator(request: FastifyRequest): Promise<void>;
  }
}

/** Where the server leaves a generated admin token for `npm run admin` on the same machine. */
export function adminTokenFile(dataDir: string): string {
  return path.join(dataDir, 'admin-token');
}

export const operatorAuthPlugin = fp(
  async (app: FastifyInstance, options: { writeTokenFile?: boolean }) => {
    const token = Buffer.from(await sharedSecret(app.db, 'admin', app.config.ADMIN_TOKEN));
    if (!app.config.ADMIN_TOKEN && options.writeTokenFile) {
      const file = adminTokenFile(app.config.DATA_DIR);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, token, { mode: 0o600 });
    }
    app.decorate('requireOperator', async (request: FastifyRequest) => {
      const given = Buffer.from(bearerToken(request) ?? '');
      if (given.length !== token.length || !timingSafeEqual(given, token)) throw new AppError('UNAUTHORIZED');
    });
  },
  { name: 'operator-auth' },
);
