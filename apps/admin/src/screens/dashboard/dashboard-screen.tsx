import { adminDashboardCalls, type Dashboard, dashboardQuery } from '@kordon/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../api/api-error';
import { useApi } from '../../app/admin-context';
import { formatCount, formatMoney, formatMoneyShort } from '../../components/format/format';
import { ScreenHeader } from '../../layout/screen-header';
import { DailyChart } from './daily-chart';
import { ExpiringOrders, LowStock, ReviewsWaiting, TopProducts } from './dashboard-lists';
import { RangeForm } from './range-form';
import './dashboard.css';

/** Orders, revenue and what needs attention, for a range of days kept in the URL (the last 30 by default). */
export default function DashboardScreen() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const parsed = dashboardQuery.safeParse({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
  const query = parsed.success ? parsed.data : {};
  const dashboard = useQuery({
    queryKey: [adminDashboardCalls.get.id, query],
    queryFn: async () => (await api.call(adminDashboardCalls.get, { query })).data,
    placeholderData: keepPreviousData,
  });
  const data = dashboard.data;
  const setRange = useCallback(
    (range: { from?: string; to?: string }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const key of ['from', 'to'] as const) {
          if (range[key]) next.set(key, range[key]);
          else next.delete(key);
        }
        return next;
      }),
    [setParams],
  );
  return (
    <>
      <ScreenHeader title="Dashboard" />
      <RangeForm from={data?.from ?? query.from} to={data?.to ?? query.to} onChange={setRange} />
      {data ? (
        <DashboardBody data={data} />
      ) : dashboard.error ? (
        <p role="alert">Could not load the dashboard: {errorText(dashboard.error)}</p>
      ) : (
        <p className="muted">Loading…</p>
      )}
    </>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  const money = useCallback((minor: number) => formatMoney(minor, data.currency.code), [data.currency.code]);
  const moneyShort = useCallback((minor: number) => formatMoneyShort(minor, data.currency.code), [data.currency.code]);
  const dates = useMemo(() => data.days.map((day) => day.date), [data.days]);
  const revenue = useMemo(() => data.days.map((day) => day.revenue), [data.days]);
  const orders = useMemo(() => data.days.map((day) => day.orders), [data.days]);
  return (
    <>
      <section className="figures-row" aria-label="Paid orders in these days">
        <Figure label="Revenue" value={money(data.totals.revenue)} />
        <Figure label="Paid orders" value={formatCount(data.totals.orders)} />
        <Figure label="Average order" value={money(data.totals.average_order)} />
      </section>
      <div className="charts">
        <DailyChart title="Revenue" dates={dates} values={revenue} format={money} axisFormat={moneyShort} />
        <DailyChart title="Paid orders" dates={dates} values={orders} format={formatCount} />
      </div>
      <div className="attention-grid">
        <ExpiringOrders data={data} />
        <LowStock data={data} />
        <ReviewsWaiting data={data} />
        <TopProducts data={data} />
      </div>
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="figure">
      <span className="figure-label">{label}</span>
      <strong className="figure-value">{value}</strong>
    </div>
  );
}
