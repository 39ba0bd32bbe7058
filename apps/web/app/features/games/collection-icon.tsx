import { Cherry, Coins, Dices, Flame, Gem, Rocket, Sparkles, Spade, Zap, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  popular: Flame,
  new: Sparkles,
  slots: Cherry,
  table: Spade,
  originals: Gem,
  jackpot: Coins,
  crash: Rocket,
  instant: Zap,
};

export function CollectionIcon({ identity, className = 'size-4' }: { identity: string; className?: string }) {
  const Icon = ICONS[identity] ?? Dices;
  return <Icon aria-hidden className={className} />;
}
