import type { ComponentProps } from 'react';
import { Link, NavLink } from 'react-router';
import { routeDiscovery } from '../../lib/route-discovery';
import { useLocalizePath } from './use-locale';

type Props = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** §2: links containing http open in a new window; others use the localised in-app path. */
export function LocalizedLink({ to, ...rest }: Props) {
  const localize = useLocalizePath();
  if (to.includes('http')) {
    const { children, className, onClick, ...aria } = rest;
    return (
      <a
        href={to}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onClick}
        aria-label={aria['aria-label']}
      >
        {children}
      </a>
    );
  }
  return <Link to={localize(to)} {...routeDiscovery()} {...rest} />;
}

type NavProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

export function LocalizedNavLink({ to, ...rest }: NavProps) {
  const localize = useLocalizePath();
  return <NavLink to={localize(to)} {...routeDiscovery()} {...rest} />;
}
