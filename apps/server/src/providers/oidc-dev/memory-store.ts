import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * Where the development provider keeps sessions, interactions, codes and grants: in
 * this process, gone on restart. That is all a provider for testers needs, and it
 * keeps the dev provider out of the platform's database, as an outside vendor would be.
 */
export function memoryStore(): AdapterFactory {
  const entries = new Map<string, Entry>();

  /** The payload while it is alive; reading an expired entry drops it. */
  function live(key: string): AdapterPayload | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.payload;
    entries.delete(key);
    return undefined;
  }

  function dropExpired() {
    for (const key of [...entries.keys()]) live(key);
  }

  return (model: string): Adapter => {
    const prefix = `${model}:`;
    const findBy = (matches: (payload: AdapterPayload) => boolean) =>
      [...entries.keys()]
        .filter((key) => key.startsWith(prefix))
        .map(live)
        .find((payload) => payload !== undefined && matches(payload));
    return {
      async upsert(id, payload, expiresIn) {
        dropExpired();
        entries.set(prefix + id, { payload, expiresAt: Date.now() + expiresIn * 1000 });
      },
      find: async (id) => live(prefix + id),
      findByUid: async (uid) => findBy((payload) => payload.uid === uid),
      findByUserCode: async (userCode) => findBy((payload) => payload.userCode === userCode),
      async consume(id) {
        const payload = live(prefix + id);
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(prefix + id);
      },
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
      },
    };
  };
}
