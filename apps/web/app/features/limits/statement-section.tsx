import { Download, FileText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { FormError, TextField } from '../../ui/form';
import { useCurrencies } from '../account/use-settings';
import { api } from '../session/api-client';
import { useLimitMoney } from './limit-amount';
import { statementCsv, type StatementRow } from './statement-csv';

const COLUMNS = ['deposits', 'withdrawals', 'stakes', 'wins', 'net'] as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The account activity statement for any days the player picks, on screen and as a CSV file. */
export function StatementSection() {
  const t = useT();
  const money = useLimitMoney();
  const currencies = useCurrencies().data;
  const [from, setFrom] = useState(() => isoDay(new Date(Date.now() - 29 * 86_400_000)));
  const [to, setTo] = useState(() => isoDay(new Date()));
  const [statement, setStatement] = useState<{ from: string; to: string; data: StatementRow[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const show = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      setStatement(await api(`/api/player/statement?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`));
    } catch {
      setError(t('form.genericError'));
    } finally {
      setPending(false);
    }
  };

  const download = () => {
    if (!statement) return;
    const subunits = (code: string) => currencies?.find((c) => c.code === code)?.subunitToUnit ?? 100;
    const blob = new Blob([statementCsv(statement.data, statement, subunits)], { type: 'text/csv;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `statement-${statement.from}-${statement.to}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <section
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 sm:p-5"
      data-testid="statement-section"
    >
      <header className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-control bg-accent/15 text-accent">
          <FileText aria-hidden className="size-5" />
        </span>
        <div>
          <h3 className="text-lg font-bold">{t('limits.statement.title')}</h3>
          <p className="text-sm text-muted">{t('limits.statement.lead')}</p>
        </div>
      </header>
      <form onSubmit={(event) => void show(event)} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <TextField
          type="date"
          label={t('limits.statement.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField type="date" label={t('limits.statement.to')} value={to} onChange={(e) => setTo(e.target.value)} />
        <button type="submit" disabled={pending} className={buttonClass('neutral', 'md')} data-testid="statement-show">
          {t('limits.statement.show')}
        </button>
      </form>
      <FormError message={error} />
      {statement &&
        (statement.data.length === 0 ? (
          <p className="rounded-card bg-surface-2 p-4 text-sm text-muted">{t('limits.statement.empty')}</p>
        ) : (
          <div className="relative overflow-x-auto rounded-card bg-surface-2">
            <table className="w-full text-sm" data-testid="statement-table">
              <thead className="text-muted">
                <tr>
                  <th className="p-3 text-start font-medium">{t('limits.form.currency')}</th>
                  {COLUMNS.map((column) => (
                    <th key={column} className="p-3 text-end font-medium">
                      {t(`limits.statement.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {statement.data.map((row) => (
                  <tr key={row.currency} className="border-t border-border">
                    <td className="p-3 font-semibold">{row.currency}</td>
                    {COLUMNS.map((column) => (
                      <td
                        key={column}
                        className={`p-3 text-end tabular-nums ${column === 'net' ? (row.net < 0 ? 'text-danger' : 'text-accent') : ''}`}
                      >
                        {money(row[column], row.currency)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {statement && statement.data.length > 0 && (
        <button type="button" onClick={download} className={`${buttonClass('ghost', 'md')} self-start`}>
          <Download aria-hidden className="size-4" />
          {t('limits.statement.download')}
        </button>
      )}
    </section>
  );
}
