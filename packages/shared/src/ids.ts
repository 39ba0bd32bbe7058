const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can name a row by its uuid: anything else must not reach a uuid column. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
