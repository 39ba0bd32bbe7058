/**
 * Group commit: what is submitted while a batch is being applied waits for that batch to
 * finish and then goes, all of it up to `maxBatch`, into the next one, so one round trip
 * and one commit serve everything that arrived meanwhile. An idle queue starts a batch
 * once the current turn of the event loop is over (everything submitted together goes
 * together) and never waits on a timer.
 *
 * `apply` answers every item of a batch (an item may fail alone). A batch that fails as a
 * whole is applied again in halves, down to single items, so that whatever made it fail
 * fails only the callers it belongs to.
 */
export class GroupCommit<T, R> {
  readonly #queue: { item: T; resolve: (result: R) => void; reject: (reason: unknown) => void }[] = [];
  #writing = false;

  constructor(
    private readonly apply: (items: T[]) => Promise<PromiseSettledResult<R>[]>,
    private readonly maxBatch: number,
  ) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      if (!this.#writing) {
        this.#writing = true;
        setImmediate(() => void this.#write());
      }
    });
  }

  async #write(): Promise<void> {
    const batch = this.#queue.splice(0, this.maxBatch);
    const results = await this.#settle(batch.map((waiting) => waiting.item));
    batch.forEach((waiting, i) => {
      const result = results[i]!;
      if (result.status === 'fulfilled') waiting.resolve(result.value);
      else waiting.reject(result.reason);
    });
    // The callers just answered submit their next items in this turn: the next batch takes them.
    if (this.#queue.length > 0) setImmediate(() => void this.#write());
    else this.#writing = false;
  }

  async #settle(items: T[]): Promise<PromiseSettledResult<R>[]> {
    try {
      return await this.apply(items);
    } catch (error) {
      if (items.length === 1) return [{ status: 'rejected', reason: error }];
      const half = Math.ceil(items.length / 2);
      return [...(await this.#settle(items.slice(0, half))), ...(await this.#settle(items.slice(half)))];
    }
  }
}
