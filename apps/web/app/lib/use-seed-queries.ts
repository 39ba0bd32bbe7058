import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * Puts what the route's loader already read into the query cache before the first render,
 * on the server and again in the browser, so the page is rendered with it and hydrates
 * without asking the API the same questions. Entries the cache already holds are kept.
 */
export function useSeedQueries(entries: readonly (readonly [QueryKey, unknown])[], updatedAt: number) {
  const client = useQueryClient();
  useState(() => {
    for (const [key, data] of entries) {
      if (data !== undefined && client.getQueryData(key) === undefined) client.setQueryData(key, data, { updatedAt });
    }
    return null;
  });
}
