import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';

function PromiseIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The shop's promises of spec-coverage 1.5b, 1.5d, 1.5e: delivery in 1–3 days, 14-day returns, how to pay. */
export function Promises() {
  const { t } = useTranslation();
  return (
    <ul className="promises">
      <li>
        <PromiseIcon>
          <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3v3h-7" />
          <circle cx="6.5" cy="17" r="1.8" />
          <circle cx="17" cy="17" r="1.8" />
        </PromiseIcon>
        <p>
          <strong>{t('promises.delivery')}</strong>
          <span>{t('promises.deliveryText')}</span>
        </p>
      </li>
      <li>
        <PromiseIcon>
          <path d="M4 12a8 8 0 1 0 2.3-5.7M4 4v3.5h3.5" />
          <path d="M12 8v4l2.5 2" />
        </PromiseIcon>
        <p>
          <strong>{t('promises.returns')}</strong>
          <span>{t('promises.returnsText')}</span>
        </p>
      </li>
      <li>
        <PromiseIcon>
          <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
          <path d="M2.5 9.5h19M6 15h4" />
        </PromiseIcon>
        <p>
          <strong>{t('promises.payment')}</strong>
          <span>{t('promises.paymentText')}</span>
        </p>
      </li>
    </ul>
  );
}
