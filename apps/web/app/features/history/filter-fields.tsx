import { useT } from '../../i18n/i18n';
import { DateField } from '../../ui/date-field';
import { SelectField } from '../../ui/form';
import { useCurrencies } from '../account/use-settings';
import { TAB_FILTERS, withFilter, type HistoryFilters, type HistoryTab } from './history-query';

/** The filter inputs of a tab, shared by the desktop bar and the mobile sheet. */
export function FilterFields({
  tab,
  value,
  onChange,
  fieldClassName = '',
}: {
  tab: HistoryTab;
  value: HistoryFilters;
  onChange(next: HistoryFilters): void;
  fieldClassName?: string;
}) {
  const t = useT();
  const currencies = useCurrencies();
  const { types, statuses, defaultStatus, currencyAndDates } = TAB_FILTERS[tab];
  const set = (key: keyof HistoryFilters) => (event: { target: { value: string } }) =>
    onChange(withFilter(value, key, event.target.value));
  return (
    <>
      {types.length > 0 && (
        <div className={fieldClassName}>
          <SelectField label={t('history.filter.type')} name="type" value={value.type ?? ''} onChange={set('type')}>
            <option value="">{t('history.filter.allTypes')}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`history.type.${type}`)}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      {statuses.length > 0 && (
        <div className={fieldClassName}>
          <SelectField
            label={t('history.filter.status')}
            name="status"
            value={value.status ?? defaultStatus ?? ''}
            onChange={(event) =>
              onChange(withFilter(value, 'status', event.target.value === defaultStatus ? '' : event.target.value))
            }
          >
            {!defaultStatus && <option value="">{t('history.filter.allStatuses')}</option>}
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(`history.status.${status}`)}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      {currencyAndDates && (
        <>
          <div className={fieldClassName}>
            <SelectField
              label={t('history.filter.currency')}
              name="currency"
              value={value.currency ?? ''}
              onChange={set('currency')}
            >
              <option value="">{t('history.filter.allCurrencies')}</option>
              {/* A link may name a currency the list has not loaded (or no longer offers): it stays selectable. */}
              {value.currency && !currencies.data?.some((c) => c.code === value.currency) && (
                <option value={value.currency}>{value.currency}</option>
              )}
              {currencies.data?.map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {currency.code}
                </option>
              ))}
            </SelectField>
          </div>
          <div className={fieldClassName}>
            <DateField
              label={t('history.filter.dateFrom')}
              name="dateFrom"
              value={value.dateFrom ?? ''}
              max={value.dateTo}
              onChange={set('dateFrom')}
            />
          </div>
          <div className={fieldClassName}>
            <DateField
              label={t('history.filter.dateTo')}
              name="dateTo"
              value={value.dateTo ?? ''}
              min={value.dateFrom}
              onChange={set('dateTo')}
            />
          </div>
        </>
      )}
    </>
  );
}
