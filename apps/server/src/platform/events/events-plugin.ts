import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Consumers, type ConsumerDefinition } from './consumers.js';
import { WakeLoop } from './wake-loop.js';

const BATCH_SIZE = 100;

export interface DomainEvents {
  /** Use registerConsumer(app, …). */
  register(definition: ConsumerDefinition): void;
  /** Runs every consumer until it has handled every event committed so far (tests, scripts). */
  drain(timeoutMs?: number): Promise<void>;
  /** Runs consumers in the background (a listening process does this by itself when JOBS_ENABLED). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: DomainEvents;
  }
}

/**
 * Domain event consumers, woken by the outbox's NOTIFY and a poll. Like jobs, they run in
 * every process that serves HTTP unless JOBS_ENABLED is off; tests call drain().
 */
export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    const consumers = new Consumers(app.db, app.log.child({ component: 'events' }), BATCH_SIZE);
    const loop = new WakeLoop({
      database: app.database,
      channel: 'domain_events',
      pollMs: app.config.JOBS_POLL_MS,
      log: app.log,
      work: () => consumers.work(),
    });
    let started = false;
    app.decorate('events', {
      register: (definition) => consumers.register(definition),
      drain: (timeoutMs) => consumers.drain(timeoutMs),
      async start() {
        if (started) return;
        started = true;
        await consumers.prepare();
        await loop.start();
      },
      stop: () => loop.stop(),
    } satisfies DomainEvents);
    if (app.config.JOBS_ENABLED) app.addHook('onListen', () => app.events.start());
    app.addHook('onClose', () => loop.stop());
  },
  { name: 'events' },
);
