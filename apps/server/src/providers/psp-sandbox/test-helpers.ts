import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { pspSandboxUrl } from '../../config.js';
import {
  PAYMENT_SIGNATURE_HEADER,
  webhookEvent,
  type CreatePaymentRequest,
  type WebhookEvent,
} from '../../contracts/payment.js';
import type { TestApp } from '../../test/app.js';
import { sandboxApiKey } from '../../platform/payment/sandbox-secrets.js';

export interface ReceivedWebhook {
  rawBody: string;
  event: WebhookEvent;
  signature: string | undefined;
  contentType: string | undefined;
  /** What the receiver answered. */
  status: number;
}

export interface WebhookReceiver {
  /** Always answers 200. */
  okUrl: string;
  /** Answers 500 to the first delivery of each event, then 200. */
  flakyUrl: string;
  received: ReceivedWebhook[];
  eventsFor(paymentId: string): ReceivedWebhook[];
  /** Waits until `count` deliveries for the payment arrived; fails the test after a few seconds. */
  waitFor(paymentId: string, count: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A merchant's webhook endpoint that records everything it is sent. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const failedOnce = new Set<string>();
  const server = createServer((request, response) => {
    void readBody(request).then((rawBody) => {
      const event = webhookEvent.parse(JSON.parse(rawBody));
      const fail = request.url === '/flaky' && !failedOnce.has(event.eventId);
      if (fail) failedOnce.add(event.eventId);
      const status = fail ? 500 : 200;
      const signature = request.headers[PAYMENT_SIGNATURE_HEADER];
      received.push({
        rawBody,
        event,
        signature: typeof signature === 'string' ? signature : undefined,
        contentType: request.headers['content-type'],
        status,
      });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(fail ? 'try again' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const eventsFor = (paymentId: string) => received.filter((r) => r.event.paymentId === paymentId);
  return {
    okUrl: `${base}/ok`,
    flakyUrl: `${base}/flaky`,
    received,
    eventsFor,
    async waitFor(paymentId, count) {
      await expect
        .poll(() => eventsFor(paymentId).length, { timeout: 8_000, interval: 25 })
        .toBeGreaterThanOrEqual(count);
      return eventsFor(paymentId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Calls the provider's API over HTTP, as the platform does. */
export async function sandboxApi(t: TestApp) {
  const base = `${pspSandboxUrl(t.config)}/api`;
  const apiKey = await sandboxApiKey(t.app, t.config);
  return {
    base,
    apiKey,
    async call(method: 'GET' | 'POST', path: string, body?: unknown, key: string | null = apiKey) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(key === null ? {} : { 'x-api-key': key }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
  };
}

let references = 0;

/** A deposit request as the platform would send it; each gets its own merchant reference. */
export function paymentRequest(
  webhookUrl: string,
  overrides: Partial<CreatePaymentRequest> = {},
): CreatePaymentRequest {
  references += 1;
  return {
    merchantReference: `inv-${references}-${Date.now()}`,
    direction: 'deposit',
    channel: 'card',
    amount: '12345',
    currency: 'USD',
    payer: { firstName: 'Ada', lastName: 'Lovelace' },
    returnUrl: 'https://casino.example/wallet?tab=deposit',
    webhookUrl,
    ...overrides,
  };
}
