import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

export function NotFoundScreen() {
  return (
    <section className="panel">
      <h1>No such screen</h1>
      <p>
        The address matches no screen of the back office. <Link to="/">Go to the dashboard</Link>.
      </p>
    </section>
  );
}

/** A screen that failed to load or draw: most often its file is gone after an update, which a reload fixes. */
export function ScreenError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <section className="panel" role="alert">
      <h1>This screen could not be shown</h1>
      <p>The back office may have been updated since you opened it.</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}
