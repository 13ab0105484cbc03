import type { CartLine } from '@kordon/contract';
import { canDecrease, canIncrease, maxQuantityOf } from '@kordon/contract/availability';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { typedQuantity } from './cart-line-rules';
import './quantity-stepper.css';

type StepperProps = {
  line: CartLine;
  quantity: number;
  onChange: (quantity: number) => void;
  /** Plus pressed at the limit, or a typed number cut to it. */
  onLimit: () => void;
};

/**
 * spec-coverage 4.6b, 5.5: minus, the quantity field (1–99) and plus of a cart row. Plus at the
 * limit stays focusable (aria-disabled) so that pressing it can say why nothing happens.
 */
export function QuantityStepper({ line, quantity, onChange, onLimit }: StepperProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const orderable = line.notice !== 'out_of_stock' && maxQuantityOf(line) > 0;
  const more = orderable && canIncrease(line, quantity);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = typedQuantity(draft, line);
    if (!typed) return;
    if (typed.quantity !== quantity) onChange(typed.quantity);
    // After the change, which clears the row's message.
    if (typed.clamped) onLimit();
  };

  return (
    <div className="cart-stepper">
      <button
        type="button"
        aria-label={t('product.less')}
        disabled={!canDecrease(quantity)}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(maxQuantityOf(line), 1)}
        value={draft ?? String(quantity)}
        disabled={!orderable}
        aria-label={t('product.quantity')}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      <button
        type="button"
        aria-label={t('product.more')}
        aria-disabled={!more}
        onClick={() => (more ? onChange(quantity + 1) : orderable && onLimit())}
      >
        +
      </button>
    </div>
  );
}
