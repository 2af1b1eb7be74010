import type { FormEvent } from 'react';
import { LEAD_WORK_STATUSES } from '../../../shared/contracts/console-lead-status';
import { LEAD_PRODUCT_IDS } from '../../../shared/contracts/console-leads';
import { LEAD_SOURCES } from '../../../shared/contracts/quotes-api-constants';
import type { ConsoleSectionProps } from '../types';

/** The list's filters, each a parameter of the address (`#leads?status=new&product=1`). */
export const FILTERS = ['product', 'source', 'status', 'consent', 'from', 'to', 'q', 'due'] as const;

/** The inbox's filter form; `apply` receives every filter (an empty string for one not set). */
export function LeadFilters({
  t,
  params,
  navigate,
  apply,
}: Pick<ConsoleSectionProps, 't' | 'params' | 'navigate'> & { apply: (v: Record<string, string>) => void }) {
  const onFilter = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    apply(
      Object.fromEntries(
        FILTERS.map((k) => [k, k === 'due' ? (f.get('due') ? '1' : '') : String(f.get(k) ?? '')]),
      ),
    );
  };
  const select = (name: string, values: readonly (string | number)[], label: (v: string) => string) => (
    <label>
      {t(`consoleLeads:filters.${name}`)}
      <select name={name} defaultValue={params.get(name) ?? ''}>
        <option value="">{t('consoleLeads:filters.any')}</option>
        {values.map((v) => (
          <option key={v} value={String(v)}>
            {label(String(v))}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form className="cs-card cs-filters" onSubmit={onFilter}>
      <label className="cs-search">
        {t('consoleLeads:filters.q')}
        <input name="q" type="search" defaultValue={params.get('q') ?? ''} />
      </label>
      {select('product', LEAD_PRODUCT_IDS, (v) => t(`consoleLeads:products.${v}`))}
      {select('source', LEAD_SOURCES, (v) => t(`consoleLeads:sources.${v}`))}
      {select('status', LEAD_WORK_STATUSES, (v) => t(`consoleLeads:status.${v}`))}
      {select('consent', ['given', 'withdrawn'], (v) => t(`consoleLeads:consent.filter.${v}`))}
      <label>
        {t('consoleLeads:filters.from')}
        <input name="from" type="date" defaultValue={params.get('from') ?? ''} />
      </label>
      <label>
        {t('consoleLeads:filters.to')}
        <input name="to" type="date" defaultValue={params.get('to') ?? ''} />
      </label>
      <label className="cs-check">
        <input name="due" type="checkbox" defaultChecked={params.get('due') === '1'} />
        {t('consoleLeads:filters.due')}
      </label>
      <div className="cs-row">
        <button type="submit">{t('consoleLeads:filters.apply')}</button>
        <button type="button" className="cs-secondary" onClick={() => navigate('leads')}>
          {t('consoleLeads:filters.clear')}
        </button>
      </div>
    </form>
  );
}
