/** Minor units as a decimal of whole units, every minor digit shown: 123456 cents → "1234.56". */
export function decimalAmount(minor: bigint, subunitToUnit: bigint): string {
  const places = subunitToUnit.toString().length - 1;
  // Currencies with a non-decimal subunit cannot be written as a decimal exactly.
  if (10n ** BigInt(places) !== subunitToUnit) throw new Error(`subunit_to_unit ${subunitToUnit} is not a power of 10`);
  const whole = minor / subunitToUnit;
  if (places === 0) return whole.toString();
  return `${whole}.${(minor % subunitToUnit).toString().padStart(places, '0')}`;
}
