import type { MetaDescriptor } from 'react-router';
import { useT } from '../i18n/i18n';
import { pageMeta } from '../lib/meta';
import { PageFrame } from './page-frame';

/**
 * A page whose feature arrives with a later issue: its real frame, title and empty state.
 * A nested page (a tab of the profile) sits under its parent's h1 and titles itself h2.
 */
export function featurePage(titleKey: string, leadKey?: string, { nested = false }: { nested?: boolean } = {}) {
  function Component() {
    const t = useT();
    return <PageFrame title={t(titleKey)} level={nested ? 2 : 1} {...(leadKey ? { lead: t(leadKey) } : {})} />;
  }
  const meta = (args: Parameters<typeof pageMeta>[0]): MetaDescriptor[] => pageMeta(args, titleKey, leadKey);
  return { Component, meta };
}
