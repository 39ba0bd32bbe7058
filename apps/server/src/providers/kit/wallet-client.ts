import { randomUUID } from 'node:crypto';
import {
  GAME_WALLET_SIGNATURE_HEADER,
  walletResponse,
  type BalanceRequest,
  type BetRequest,
  type RollbackRequest,
  type WalletOperation,
  type WalletResponse,
  type WinRequest,
} from '../../contracts/game-wallet.js';
import type { HttpTransport } from '../../contracts/http-transport.js';
import { sign } from '../../contracts/signature.js';

/** What one wallet call came to: the platform's answer, or nothing we can trust after every retry. */
export type WalletOutcome = { known: true; response: WalletResponse } | { known: false; reason: string };

export interface WalletClientOptions {
  transport: HttpTransport;
  /** `game-provider:<studio>:wallet`: every call is signed with it. */
  secret: string;
  /**
   * Pauses before each retry; their count bounds the retries. A retry sends the same
   * transactionId (and a new requestId), so the platform applies a movement once whatever
   * reached it.
   */
  retryDelaysMs?: readonly number[];
}

export const DEFAULT_RETRY_DELAYS_MS = [200, 600, 1500] as const;

type Bodies = { balance: BalanceRequest; bet: BetRequest; win: WinRequest; rollback: RollbackRequest };
type WithoutRequestId<T> = Omit<T, 'requestId'>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The studio's side of `contracts/game-wallet.ts`: signed calls to the platform's
 * `/{balance|bet|win|rollback}` with bounded retries on a transport failure, a 5xx or an
 * answer outside the contract.
 */
export class WalletClient {
  private readonly transport: HttpTransport;
  private readonly secret: string;
  private readonly retryDelaysMs: readonly number[];

  constructor({ transport, secret, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS }: WalletClientOptions) {
    this.transport = transport;
    this.secret = secret;
    this.retryDelaysMs = retryDelaysMs;
  }

  call<Op extends WalletOperation>(operation: Op, body: WithoutRequestId<Bodies[Op]>): Promise<WalletOutcome> {
    return this.withRetries(operation, body as Record<string, unknown>);
  }

  private async withRetries(operation: WalletOperation, body: Record<string, unknown>): Promise<WalletOutcome> {
    let reason = 'not sent';
    for (let attempt = 0; attempt <= this.retryDelaysMs.length; attempt++) {
      if (attempt > 0) await sleep(this.retryDelaysMs[attempt - 1]!);
      const outcome = await this.once(operation, body);
      if (outcome.known) return outcome;
      reason = outcome.reason;
    }
    return { known: false, reason };
  }

  private async once(operation: WalletOperation, body: Record<string, unknown>): Promise<WalletOutcome> {
    const raw = JSON.stringify({ requestId: randomUUID(), ...body });
    let response;
    try {
      response = await this.transport({
        method: 'POST',
        path: `/${operation}`,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          [GAME_WALLET_SIGNATURE_HEADER]: sign(this.secret, raw),
        },
        body: raw,
      });
    } catch (error) {
      return { known: false, reason: `unreachable: ${(error as Error).message}` };
    }
    if (response.status >= 500) return { known: false, reason: `HTTP ${response.status}` };
    let parsed;
    try {
      parsed = walletResponse.safeParse(JSON.parse(response.body));
    } catch {
      return { known: false, reason: `HTTP ${response.status} without JSON` };
    }
    // An answer outside the contract says nothing about whether the movement happened.
    if (!parsed.success) return { known: false, reason: `HTTP ${response.status} outside the contract` };
    return { known: true, response: parsed.data };
  }
}
