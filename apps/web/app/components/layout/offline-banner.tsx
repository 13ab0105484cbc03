import { useOnlineStatus } from '../../lib/online-status';
import { useTranslation } from '../../lib/translation';
import { OfflineIcon } from '../common/icons';

export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return (
    <div role="status" className="offline-banner-region">
      {!online && (
        <p className="offline-banner">
          <OfflineIcon size={20} /> {t('offline')}
        </p>
      )}
    </div>
  );
}
