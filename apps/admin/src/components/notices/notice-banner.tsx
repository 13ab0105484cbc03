import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useServices } from '../../app/admin-context';
import './notice-banner.css';

/**
 * The message over the current screen. A conflict (409: a stale edit) offers Reload, which fetches
 * every list and object again so the staff member sees what the other person saved.
 */
export function NoticeBanner() {
  const { notices } = useServices();
  const queryClient = useQueryClient();
  const notice = useSyncExternalStore(notices.subscribe, notices.get);
  if (!notice) return null;
  const reload = async () => {
    notices.dismiss();
    await queryClient.invalidateQueries();
  };
  return (
    <div className={`notice notice-${notice.kind}`} role={notice.kind === 'conflict' ? 'alert' : 'status'}>
      <div className="notice-text">
        <p className="notice-message">{notice.message}</p>
        {notice.detail && <p className="notice-detail">{notice.detail}</p>}
      </div>
      <div className="notice-buttons">
        {notice.kind === 'conflict' && (
          <button type="button" className="button button-primary" onClick={reload}>
            Reload
          </button>
        )}
        <button type="button" className="button" onClick={notices.dismiss} aria-label="Dismiss the message">
          Dismiss
        </button>
      </div>
    </div>
  );
}
