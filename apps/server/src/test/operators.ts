import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { createApiKey, createOperator } from '../platform/admin/operators.js';
import type { OperatorRole } from '../platform/admin/roles.js';

let counter = 0;

export interface TestOperator {
  id: string;
  email: string;
  password: string;
  totpSecret: string;
  apiKey: string;
  /** `authorization` header with the operator's API key. */
  headers: { authorization: string };
}

/** An operator of the given role with a personal API key, made the way the CLI makes them. */
export async function createTestOperator(app: FastifyInstance, role: OperatorRole = 'admin'): Promise<TestOperator> {
  counter += 1;
  const email = `${role}${counter}-${Date.now()}@operators.example.com`;
  const password = 'operator password 1';
  const operator = await createOperator(app, { email, password, role, issuer: 'test' }, { by: null, via: 'test' });
  const { key } = await createApiKey(app.db, operator.id, 'test', { by: operator.id, via: 'test' });
  return {
    id: operator.id,
    email,
    password,
    totpSecret: operator.totpSecret,
    apiKey: key,
    headers: { authorization: `Bearer ${key}` },
  };
}

/** The authenticator app's current code for a TOTP secret. */
export function totpCode(secret: string, at = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at / 1000) });
}
