import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { loadInvoice } from './order-api';

/** Saves a file the page holds under `name`, as a click on a download link would. */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; a minute leaves a slow disk time to read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * spec-coverage 2.2.7: a business order's invoice (PDF). The token lives in localStorage, so the
 * file is fetched through the session (GET /profile/orders/{id}/invoice) and then saved.
 */
export function OrderInvoice({ id, number }: { id: string; number: string }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'idle' | 'loading' | 'failed'>('idle');
  const name = `invoice-${number}.pdf`;
  const download = async () => {
    setPhase('loading');
    try {
      saveFile(await loadInvoice(id), name);
      setPhase('idle');
    } catch {
      setPhase('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="link-button order-invoice"
        aria-busy={phase === 'loading' || undefined}
        onClick={() => void download()}
      >
        {t('orders.invoiceDownload', { name })}
      </button>
      <span className="field-error" role="status">
        {phase === 'failed' ? t('orders.invoiceFailed') : ''}
      </span>
    </>
  );
}
