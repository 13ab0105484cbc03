import type { OrderState } from '@kordon/contract';
import { stateLabels } from './order-labels';

/** The order's state as a coloured pill: done states green, cancelled red, waiting ones plain. */
export function StateBadge({ state }: { state: OrderState }) {
  return <span className={`state-badge state-${state}`}>{stateLabels[state]}</span>;
}
