/** A refusal of the game server, with the wallet's result code when the wallet refused. */
export class GameApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly wallet?: { status: string; balance?: string },
  ) {
    super(message);
  }
}

export class GameApi {
  constructor(
    private readonly base: string,
    private readonly launch: string,
  ) {}

  async post<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ launch: this.launch, ...body }),
        credentials: 'same-origin',
      });
    } catch {
      throw new GameApiError('NETWORK', 'No connection to the game server', 0);
    }
    const data = (await response.json().catch(() => null)) as
      | (T & { error?: undefined })
      | { error: { code: string; message: string; wallet?: { status: string; balance?: string } } }
      | null;
    if (!response.ok || data === null || data.error) {
      const error = data?.error;
      throw new GameApiError(
        error?.code ?? 'INTERNAL',
        error?.message ?? 'The game server failed',
        response.status,
        error?.wallet,
      );
    }
    return data as T;
  }
}
