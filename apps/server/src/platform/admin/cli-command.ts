/** A command of `npm run admin`: turns its arguments into one call of the operator API. */
export interface Command {
  usage: string;
  run(
    positionals: string[],
    flags: Record<string, string | undefined>,
  ): Promise<{ method: string; path: string; body?: unknown }>;
}

/** Wrong arguments: the command line prints the message and the command's usage. */
export class UsageError extends Error {}

export function required(value: string | undefined, name: string): string {
  if (!value) throw new UsageError(`missing ${name}`);
  return value;
}
