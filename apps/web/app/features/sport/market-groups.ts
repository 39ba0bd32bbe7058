/** Markets of one id (all the total lines, all the handicaps) shown as one group, in feed order. */
export function marketGroups<M extends { marketId: number }>(markets: M[]): M[][] {
  const byId = new Map<number, M[]>();
  for (const market of markets) byId.set(market.marketId, [...(byId.get(market.marketId) ?? []), market]);
  return [...byId.values()];
}
