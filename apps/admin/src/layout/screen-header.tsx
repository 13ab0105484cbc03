import { type ReactNode, useEffect } from 'react';

/** A screen's heading and its actions; names the browser tab too. */
export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Kordon back office`;
  }, [title]);
  return (
    <header className="screen-header">
      <h1>{title}</h1>
      {children && <div className="screen-actions">{children}</div>}
    </header>
  );
}
