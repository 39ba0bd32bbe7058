import { formatMultiplier } from '@casino/shared/originals/game';
import { DEFAULT_PARAMS, VERIFIABLE_GAMES, verifyBet, type VerifiableGame } from '@casino/shared/originals/verify';
import { cardLabel } from '@casino/shared/originals/verify-live';
import { formatCrashPoint } from '@casino/shared/originals/crash';
import type { Card } from '@casino/shared/provably-fair';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n';

const isGame = (value: string | null): value is VerifiableGame =>
  value !== null && (VERIFIABLE_GAMES as readonly string[]).includes(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** What the outcome means for a player, in words and numbers, per game. */
function OutcomeSummary({ game, outcome }: { game: VerifiableGame; outcome: Record<string, unknown> }) {
  const t = useT();
  const value = (() => {
    switch (game) {
      case 'dice':
        return `${t('originals.verifier.roll')}: ${((outcome.roll as number) / 100).toFixed(2)}`;
      case 'limbo':
        return `${t('originals.verifier.result')}: ${((outcome.result as number) / 100).toFixed(2)}×`;
      case 'roulette':
        return `${t('originals.verifier.pocket')}: ${outcome.pocket as number}`;
      case 'plinko':
        return `${t('originals.verifier.bucket')}: ${outcome.bucket as number}`;
      case 'keno':
        return `${t('originals.verifier.drawn')}: ${(outcome.drawn as number[]).join(', ')}`;
      case 'mines':
        return `${t('originals.verifier.mines')}: ${(outcome.mineTiles as number[]).map((n) => n + 1).join(', ')}`;
      case 'hilo':
      case 'blackjack':
        return `${t('originals.verifier.cards')}: ${(outcome.cards as Card[]).map(cardLabel).join(' ')}`;
      case 'crash':
        return `${t('originals.verifier.crashPoint')}: ${formatCrashPoint(outcome.crashPoint as number)}×`;
    }
  })();
  return (
    <p className="text-2xl font-black tabular-nums" data-testid="verifier-outcome">
      {value}
    </p>
  );
}

function MinesBoard({ mines }: { mines: number[] }) {
  return (
    <div className="grid w-56 grid-cols-5 gap-1.5" dir="ltr">
      {Array.from({ length: 25 }, (_, i) => (
        <span
          key={i}
          className={`grid aspect-square place-items-center rounded-md text-sm font-bold ${
            mines.includes(i) ? 'bg-danger text-danger-contrast' : 'bg-surface-3 text-success'
          }`}
        >
          {mines.includes(i) ? '✹' : '◆'}
        </span>
      ))}
    </div>
  );
}

/**
 * The provably fair verifier: recomputes any originals bet from its seeds, nonce and parameters
 * with the very module the server uses, in the browser, with no server call.
 */
export function Verifier() {
  const t = useT();
  const [search] = useSearchParams();
  const initialGame = isGame(search.get('game')) ? (search.get('game') as VerifiableGame) : 'dice';
  const [game, setGame] = useState<VerifiableGame>(initialGame);
  const [serverSeed, setServerSeed] = useState(search.get('serverSeed') ?? '');
  const [serverSeedHash, setServerSeedHash] = useState(search.get('serverSeedHash') ?? '');
  const [clientSeed, setClientSeed] = useState(search.get('clientSeed') ?? '');
  const [nonce, setNonce] = useState(search.get('nonce') ?? '0');
  const [params, setParams] = useState(search.get('params') ?? JSON.stringify(DEFAULT_PARAMS[initialGame]));

  const result = useMemo(() => {
    if (!/^[0-9a-f]{64}$/.test(serverSeed.trim()) || clientSeed === '' || !/^\d{1,10}$/.test(nonce)) return null;
    const parsed = parseJson(params);
    if (parsed === undefined) return { ok: false as const, reason: 'params' as const };
    return verifyBet(
      game,
      { serverSeed: serverSeed.trim(), clientSeed, nonce: Number(nonce) },
      parsed,
      serverSeedHash || undefined,
    );
  }, [game, serverSeed, serverSeedHash, clientSeed, nonce, params]);

  const field =
    'h-11 w-full rounded-control border border-line bg-surface-2 px-3 font-mono text-sm text-text focus:border-accent focus:outline-none';
  const label = 'flex flex-col gap-1.5 text-sm font-semibold text-muted';
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form
        className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-raised"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className={label}>
          {t('originals.verifier.game')}
          <select
            className={field}
            value={game}
            data-testid="verifier-game"
            onChange={(e) => {
              const next = e.target.value as VerifiableGame;
              setGame(next);
              setParams(JSON.stringify(DEFAULT_PARAMS[next]));
            }}
          >
            {VERIFIABLE_GAMES.map((g) => (
              <option key={g} value={g}>
                {t(`originals.game.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('originals.verifier.serverSeed')}
          <input
            className={field}
            value={serverSeed}
            onChange={(e) => setServerSeed(e.target.value)}
            data-testid="verifier-server-seed"
            spellCheck={false}
            dir="ltr"
          />
        </label>
        <label className={label}>
          {t('originals.verifier.serverSeedHash')}
          <input
            className={field}
            value={serverSeedHash}
            onChange={(e) => setServerSeedHash(e.target.value)}
            spellCheck={false}
            dir="ltr"
          />
        </label>
        <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-3">
          <label className={label}>
            {t('originals.verifier.clientSeed')}
            <input
              className={field}
              value={clientSeed}
              onChange={(e) => setClientSeed(e.target.value)}
              data-testid="verifier-client-seed"
              spellCheck={false}
              dir="ltr"
            />
          </label>
          <label className={label}>
            {t('originals.verifier.nonce')}
            <input
              className={field}
              value={nonce}
              inputMode="numeric"
              onChange={(e) => setNonce(e.target.value)}
              data-testid="verifier-nonce"
              dir="ltr"
            />
          </label>
        </div>
        <label className={label}>
          {t('originals.verifier.params')}
          <textarea
            className={`${field} h-24 py-2`}
            value={params}
            onChange={(e) => setParams(e.target.value)}
            spellCheck={false}
            dir="ltr"
          />
        </label>
      </form>
      <section className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-raised" aria-live="polite">
        <h2 className="text-lg font-bold">{t('originals.verifier.resultTitle')}</h2>
        {result === null && <p className="text-muted">{t('originals.verifier.fillIn')}</p>}
        {result && !result.ok && <p className="text-danger">{t('originals.verifier.badParams')}</p>}
        {result?.ok && (
          <>
            {result.hashMatches !== null && (
              <p
                className={result.hashMatches ? 'font-bold text-success' : 'font-bold text-danger'}
                data-testid="verifier-hash"
              >
                {result.hashMatches ? t('originals.verifier.hashOk') : t('originals.verifier.hashBad')}
              </p>
            )}
            <OutcomeSummary game={game} outcome={result.outcome as Record<string, unknown>} />
            {game === 'mines' && <MinesBoard mines={(result.outcome as { mineTiles: number[] }).mineTiles} />}
            {result.multiplier !== null && (
              <p className="text-lg font-bold tabular-nums" data-testid="verifier-multiplier">
                {t('originals.verifier.multiplier')}: {formatMultiplier(result.multiplier, 4)}×
              </p>
            )}
            <details className="text-sm text-muted">
              <summary className="cursor-pointer font-semibold">{t('originals.verifier.floats')}</summary>
              <ol className="mt-2 grid grid-cols-2 gap-1 font-mono tabular-nums" dir="ltr">
                {result.floats.map((f, i) => (
                  <li key={i}>{f.toFixed(10)}</li>
                ))}
              </ol>
            </details>
          </>
        )}
        <p className="text-sm text-muted">{t('originals.verifier.how')}</p>
      </section>
    </div>
  );
}
