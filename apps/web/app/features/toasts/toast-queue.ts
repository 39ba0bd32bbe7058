export interface ToastInput {
  title: string;
  description?: string;
  kind?: 'success' | 'error' | 'info' | 'attention';
}

export interface Toast extends ToastInput {
  id: number;
  kind: NonNullable<ToastInput['kind']>;
  /** How long it stays: 5000 ms with a description, 3000 ms without (§9). */
  duration: number;
}

/** Minimum time between two toasts appearing (§2, §9). */
export const TOAST_GAP_MS = 400;

export function toastDuration(input: ToastInput): number {
  return input.description ? 5000 : 3000;
}

interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
}

/**
 * Shows toasts in order, never two within 400 ms of each other, and removes each
 * after its duration. The clock is injected so the spacing rule can be tested.
 */
export class ToastQueue {
  #nextId = 1;
  #lastShownAt = -Infinity;
  #visible: Toast[] = [];
  #dismissedBeforeShown = new Set<number>();
  #listeners = new Set<(toasts: Toast[]) => void>();

  constructor(private readonly clock: Clock = { now: () => Date.now(), setTimeout: (fn, ms) => setTimeout(fn, ms) }) {}

  push(input: ToastInput): number {
    const toast: Toast = { ...input, id: this.#nextId++, kind: input.kind ?? 'info', duration: toastDuration(input) };
    const showAt = Math.max(this.clock.now(), this.#lastShownAt + TOAST_GAP_MS);
    this.#lastShownAt = showAt;
    this.clock.setTimeout(() => this.#show(toast), showAt - this.clock.now());
    return toast.id;
  }

  dismiss(id: number) {
    if (!this.#visible.some((t) => t.id === id)) this.#dismissedBeforeShown.add(id);
    const before = this.#visible.length;
    this.#visible = this.#visible.filter((t) => t.id !== id);
    if (this.#visible.length !== before) this.#emit();
  }

  get visible(): readonly Toast[] {
    return this.#visible;
  }

  subscribe(listener: (toasts: Toast[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #show(toast: Toast) {
    if (this.#dismissedBeforeShown.delete(toast.id)) return;
    this.#visible = [...this.#visible, toast];
    this.#emit();
    this.clock.setTimeout(() => this.dismiss(toast.id), toast.duration);
  }

  #emit() {
    for (const listener of this.#listeners) listener(this.#visible);
  }
}

export const toasts = new ToastQueue();

export function notify(input: ToastInput): number {
  return toasts.push(input);
}
