import type { OrderState } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { badgeToneOf } from './order-display';

/** spec-coverage 4.9: where an order stands, as a coloured badge with its name. */
export function StateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  return <span className={`state-badge state-${badgeToneOf(state)}`}>{t(`orders.states.${state}`)}</span>;
}
