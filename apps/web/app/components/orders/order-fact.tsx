import type { ReactNode } from 'react';

/** One labelled value of an order (number, total, e-mail), inside a `dl.order-facts`. */
export function OrderFact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
