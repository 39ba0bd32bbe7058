import { required, UsageError, type Command } from '../../admin/cli-command.js';

const path = (id: string | undefined, name: string) => encodeURIComponent(required(id, name));

function flagBoolean(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (/^(true|yes|on|1)$/i.test(value)) return true;
  if (/^(false|no|off|0)$/i.test(value)) return false;
  throw new UsageError(`${name} must be true or false`);
}

/** `--countries DE,AT`; `--countries none` empties the list. */
function flagList(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  if (value.trim().toLowerCase() === 'none') return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function flagInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new UsageError(`${name} must be an integer`);
  return number;
}

function collectionBody(flags: Record<string, string | undefined>) {
  const body = {
    name: flags.name,
    isHidden: flagBoolean(flags.hidden, '--hidden'),
    countries: flagList(flags.countries),
    sortOrder: flagInteger(flags.order, '--order'),
    games: flagList(flags.games),
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

const switchCommand = (kind: 'games' | 'providers', isEnabled: boolean): Command => ({
  usage: `${kind === 'games' ? 'game' : 'provider'}:${isEnabled ? 'enable' : 'disable'} <${kind === 'games' ? 'game' : 'provider'} identity>`,
  async run([id]) {
    return {
      method: 'PATCH',
      path: `/api/admin/game/${kind}/${path(id, kind === 'games' ? 'game identity' : 'provider identity')}`,
      body: { isEnabled },
    };
  },
});

/** The game catalogue's commands of `npm run admin`, each one call of the operator API. */
export const CATALOGUE_COMMANDS: Record<string, Command> = {
  games: {
    usage: 'games [--provider <identity>] [--search "…"] [--page N]   (every game, withdrawn and disabled too)',
    async run(_positionals, flags) {
      const query = new URLSearchParams();
      if (flags.provider) query.set('provider', flags.provider);
      if (flags.search) query.set('search', flags.search);
      if (flags.page) query.set('page', flags.page);
      const qs = query.toString();
      return { method: 'GET', path: `/api/admin/game/games${qs ? `?${qs}` : ''}` };
    },
  },
  'game:enable': switchCommand('games', true),
  'game:disable': switchCommand('games', false),
  providers: {
    usage: 'providers   (game providers, their switch, last sync and game counts)',
    async run() {
      return { method: 'GET', path: '/api/admin/game/providers' };
    },
  },
  'provider:enable': switchCommand('providers', true),
  'provider:disable': switchCommand('providers', false),
  collections: {
    usage: 'collections   (every game collection with its games)',
    async run() {
      return { method: 'GET', path: '/api/admin/game/collections' };
    },
  },
  'collection:create': {
    usage:
      'collection:create <identity> --name "…" [--hidden true|false] [--countries DE,AT] [--order N] [--games id,id,…]',
    async run([identity], flags) {
      return {
        method: 'POST',
        path: '/api/admin/game/collections',
        body: {
          identity: required(identity, 'collection identity'),
          ...collectionBody(flags),
          name: required(flags.name, '--name'),
        },
      };
    },
  },
  'collection:edit': {
    usage:
      'collection:edit <identity> [--name "…"] [--hidden true|false] [--countries DE,AT|none] [--order N] [--games id,id,…|none]',
    async run([identity], flags) {
      const body = collectionBody(flags);
      if (Object.keys(body).length === 0)
        throw new UsageError('name at least one of --name --hidden --countries --order --games');
      return { method: 'PATCH', path: `/api/admin/game/collections/${path(identity, 'collection identity')}`, body };
    },
  },
  'catalogue:sync': {
    usage: 'catalogue:sync [--provider <identity>]   (read the providers’ game lists now)',
    async run(_positionals, flags) {
      return { method: 'POST', path: '/api/admin/game/sync', body: flags.provider ? { provider: flags.provider } : {} };
    },
  },
};
