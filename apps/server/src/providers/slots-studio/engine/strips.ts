/**
 * Reel strips from symbol counts. Smooth weighted round-robin spreads every symbol evenly
 * along the strip (a scatter with count c sits about length/c apart), so strips read like a
 * designer's and never clump a symbol by accident. Deterministic: the same counts give the
 * same strip, and the RTP is computed from the strip itself.
 */
export function buildStrip(counts: Record<string, number>): string[] {
  const entries = Object.entries(counts).filter(([, count]) => count > 0);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  const current = entries.map(() => 0);
  const strip: string[] = [];
  for (let i = 0; i < total; i++) {
    let best = 0;
    for (let j = 0; j < entries.length; j++) {
      current[j]! += entries[j]![1];
      if (current[j]! > current[best]!) best = j;
    }
    current[best]! -= total;
    strip.push(entries[best]![0]);
  }
  return strip;
}
