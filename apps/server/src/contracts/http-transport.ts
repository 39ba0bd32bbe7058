/**
 * How one side of a contract reaches the other. A provider in another process is reached
 * with `fetchTransport`; a provider mounted in the same process may be given a transport
 * that injects the request into the server without a socket. Either way the request is the
 * same bytes, headers and signature, so nothing can take a shortcut around the contract.
 */
export interface HttpRequest {
  method: 'GET' | 'POST';
  /** Path and query, appended to the other side's base URL. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpResponse {
  status: number;
  body: string;
}

export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>;

export function fetchTransport(baseUrl: string, timeoutMs = 10_000): HttpTransport {
  const base = baseUrl.replace(/\/+$/, '');
  return async (request) => {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await response.text() };
  };
}
