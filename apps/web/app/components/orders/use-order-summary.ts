import type { OrderSummary } from '@kordon/contract';
import { useEffect, useState } from 'react';
import { findOrder } from './order-api';
import { awaitsConfirmation, POLL } from './order-display';

export type OrderLookup = {
  /** Null until loaded, and when the order cannot be shown (spec-coverage 8.8: swallowed). */
  order: OrderSummary | null;
  loaded: boolean;
  /** Still asking for the payment confirmation. */
  waiting: boolean;
};

/**
 * The visitor's order, read in the browser where the session lives; with `poll`, asked again for a while,
 * since the provider's webhook may mark it paid meanwhile (spec-coverage 2.2.5).
 */
export function useOrderSummary(number: string, poll: boolean): OrderLookup {
  const [lookup, setLookup] = useState<OrderLookup>({ order: null, loaded: false, waiting: true });
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const ask = async () => {
      const order = number ? await findOrder(number).catch(() => null) : null;
      if (stopped) return;
      asked += 1;
      const again = poll && order !== null && awaitsConfirmation(order) && asked <= POLL.times;
      setLookup((previous) => ({ order: order ?? previous.order, loaded: true, waiting: again }));
      if (again) timer = setTimeout(ask, POLL.everyMs);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [number, poll]);
  return lookup;
}
