import { createHash } from 'node:crypto';
import type { Account } from 'oidc-provider';

export interface DevIdentity {
  email: string;
  name: string;
  emailVerified: boolean;
}

/**
 * Whoever a tester says they are. The subject is derived from the e-mail, so typing
 * the same e-mail again is the same identity, even after a restart.
 */
export class DevIdentities {
  readonly #bySubject = new Map<string, DevIdentity>();

  remember(identity: DevIdentity): string {
    const subject = `dev-${createHash('sha256').update(identity.email).digest('base64url').slice(0, 22)}`;
    this.#bySubject.set(subject, identity);
    return subject;
  }

  account(subject: string): Account | undefined {
    const identity = this.#bySubject.get(subject);
    if (!identity) return undefined;
    return {
      accountId: subject,
      claims: () => ({
        sub: subject,
        email: identity.email,
        email_verified: identity.emailVerified,
        name: identity.name,
      }),
    };
  }
}
