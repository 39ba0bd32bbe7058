import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  GAME_PROVIDER_SIGNATURE_HEADER,
  launchResponse,
  providerGameList,
  type LaunchRequest,
  type LaunchResponse,
  type ProviderGame,
} from '../../../contracts/game-provider.js';
import type { HttpTransport } from '../../../contracts/http-transport.js';
import { sign } from '../../../contracts/signature.js';
import { sharedSecret, type SecretStore } from '../../player/tokens.js';

/** The in-house studio, mounted in this process under `/providers/nova-studio`. */
export const NOVA_STUDIO = 'nova-studio';
export const NOVA_STUDIO_NAME = 'Nova Studio';
export const NOVA_STUDIO_BASE_PATH = '/providers/nova-studio';

/** The in-house provably fair studio (issue 15), mounted in this process under `/providers/originals`. */
export const ORIGINALS = 'originals';
export const ORIGINALS_NAME = 'Originals';
export const ORIGINALS_BASE_PATH = '/providers/originals';

/** The two secrets the platform shares with one game provider. */
export interface GameProviderSecrets {
  /** The provider signs its wallet calls (balance, bet, win, rollback) with it. */
  wallet: string;
  /** The platform signs its game-list and launch calls with it. */
  api: string;
}

/** `game-provider:<id>:wallet` and `game-provider:<id>:api`, generated once and shared through the database. */
export async function gameProviderSecrets(
  store: SecretStore,
  providerId: string,
  configured: Partial<GameProviderSecrets> = {},
): Promise<GameProviderSecrets> {
  return {
    wallet: await sharedSecret(store, `game-provider:${providerId}:wallet`, configured.wallet),
    api: await sharedSecret(store, `game-provider:${providerId}:api`, configured.api),
  };
}

export interface GameProviderConfig {
  identity: string;
  name: string;
  /** How the platform reaches the provider's API: `injectTransport` in process, `fetchTransport` outside. */
  transport: HttpTransport;
  /**
   * Where a browser finds the provider's own paths (its art): a path on this site for a
   * provider mounted in process, else the provider's public base URL.
   */
  publicBase: string;
  secrets: GameProviderSecrets;
  /** Launched like a game but never listed in the casino lobby (SPEC §9). */
  isSportsbook?: boolean;
  sortOrder?: number;
}

/** The provider could not be reached, refused the call or answered outside its contract. */
export class GameProviderError extends Error {
  constructor(
    readonly providerId: string,
    message: string,
    /** The provider's HTTP status when it answered one. */
    readonly status?: number,
  ) {
    super(`game provider ${providerId}: ${message}`);
  }
}

/**
 * The platform's adapter to its game providers: which exist, their secrets, and the two
 * calls of `contracts/game-provider.ts`, each signed with the provider's api secret. The
 * platform reaches a provider only through this (DESIGN §3).
 */
export class GameProviders {
  private readonly byId = new Map<string, GameProviderConfig>();

  constructor(providers: GameProviderConfig[] = []) {
    for (const provider of providers) this.add(provider);
  }

  /** Adds a provider (or replaces the one with the same identity). */
  add(provider: GameProviderConfig): void {
    this.byId.set(provider.identity, provider);
  }

  list(): GameProviderConfig[] {
    return [...this.byId.values()];
  }

  get(providerId: string): GameProviderConfig | undefined {
    return this.byId.get(providerId);
  }

  /** The secret the provider's wallet calls are checked against; null for a provider we do not know. */
  walletSecret(providerId: string): string | null {
    return this.byId.get(providerId)?.secrets.wallet ?? null;
  }

  /** GET `/api/games`: every game the provider offers. */
  async listGames(providerId: string): Promise<ProviderGame[]> {
    const body = await this.call(providerId, 'GET', '/api/games');
    const parsed = providerGameList.safeParse(body);
    if (!parsed.success)
      throw new GameProviderError(providerId, `game list outside the contract: ${parsed.error.message}`);
    return parsed.data.games;
  }

  /** POST `/api/launch`: the URL the player's browser opens in the game frame (a path is put under the provider's public base). */
  async launch(providerId: string, request: LaunchRequest): Promise<LaunchResponse> {
    const body = await this.call(providerId, 'POST', '/api/launch', JSON.stringify(request));
    const parsed = launchResponse.safeParse(body);
    if (!parsed.success)
      throw new GameProviderError(providerId, `launch answer outside the contract: ${parsed.error.message}`);
    return { url: this.assetUrl(providerId, parsed.data.url) };
  }

  /** A URL as the browser loads it (art, the game frame): a path on the provider's base is put under its public base. */
  assetUrl(providerId: string, pathOrUrl: string): string {
    if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
    const base = (this.byId.get(providerId)?.publicBase ?? '').replace(/\/+$/, '');
    if (base && pathOrUrl.startsWith(`${base}/`)) return pathOrUrl;
    return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
  }

  private async call(providerId: string, method: 'GET' | 'POST', path: string, body?: string): Promise<unknown> {
    const provider = this.byId.get(providerId);
    if (!provider) throw new GameProviderError(providerId, 'unknown provider');
    const headers: Record<string, string> = {
      accept: 'application/json',
      [GAME_PROVIDER_SIGNATURE_HEADER]: sign(provider.secrets.api, body ?? ''),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response;
    try {
      response = await provider.transport({ method, path, headers, ...(body === undefined ? {} : { body }) });
    } catch (error) {
      throw new GameProviderError(providerId, `unreachable: ${(error as Error).message}`);
    }
    if (response.status < 200 || response.status >= 300) {
      throw new GameProviderError(providerId, `${method} ${path} answered ${response.status}`, response.status);
    }
    try {
      return JSON.parse(response.body) as unknown;
    } catch {
      throw new GameProviderError(providerId, `${method} ${path} answered no JSON`, response.status);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The game providers' registry and adapter. */
    gameProviders: GameProviders;
  }
}

export const gameProvidersPlugin = fp(
  async (app: FastifyInstance, { providers }: { providers: GameProviderConfig[] }) => {
    app.decorate('gameProviders', new GameProviders(providers));
  },
  { name: 'game-providers' },
);
