import type { Profile } from '@casino/shared/player';
import { ContactForm } from '../features/notifications/contact-form';
import { useT } from '../i18n/i18n';
import { routeLocale } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import { PageFrame } from '../ui/page-frame';
import type { Route } from './+types/contact';

/** A signed-in player's name and e-mail fill the form in. */
export async function loader(args: Route.LoaderArgs) {
  routeLocale(args);
  if (!args.context.session) return { name: '', email: '' };
  const response = await args.context.api<Profile>('/api/player/profile');
  if (!response.ok) return { name: '', email: '' };
  const { firstName, lastName, email } = response.data;
  return {
    name: [firstName, lastName].filter(Boolean).join(' ') || args.context.session.displayName,
    email: email ?? '',
  };
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.contact.title', 'page.contact.lead');

export default function Contact({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <PageFrame title={t('page.contact.title')} lead={t('page.contact.lead')}>
      <ContactForm defaults={loaderData} />
    </PageFrame>
  );
}
