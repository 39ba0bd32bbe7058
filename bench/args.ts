/** A numeric command-line option that must be a positive integer; anything else stops the benchmark. */
export function positive(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    console.error(`--${name} must be a positive integer, got ${value}`);
    process.exit(2);
  }
  return number;
}
