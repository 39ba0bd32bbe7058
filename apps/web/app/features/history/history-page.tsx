import { useT } from '../../i18n/i18n';
import { HistoryFiltersControl } from './history-filters';
import { HistoryTabs } from './history-tabs';
import { HistoryEmpty } from './list-states';
import { RoundsList } from './rounds-list';
import { TransactionsList } from './transactions-list';
import { useHistoryView } from './use-history-view';

/**
 * The wallet history (§2 History tabs): bets, bonuses, spins and transactions, each with
 * its filters. Bonuses have no domain behind them yet: that tab says honestly that there is
 * nothing, without asking an API that does not exist.
 */
export function HistoryPage() {
  const t = useT();
  const { view, show, hrefFor } = useHistoryView();
  return (
    <section className="flex flex-col gap-4" aria-label={t('page.wallet.history')}>
      <HistoryTabs current={view.tab} hrefFor={hrefFor} />
      <HistoryFiltersControl
        key={view.tab}
        tab={view.tab}
        filters={view.filters}
        onChange={(filters) => show({ tab: view.tab, filters })}
      />
      {view.tab === 'transactions' ? (
        <TransactionsList view={view} show={show} />
      ) : view.tab === 'bets' || view.tab === 'spins' ? (
        <RoundsList key={view.tab} kind={view.tab} view={view} show={show} />
      ) : (
        <HistoryEmpty text={t(`history.empty.${view.tab}`)} />
      )}
    </section>
  );
}
