// First of all: zod must not probe eval in the browser (the pages' CSP forbids it). The contract's
// index imports this too, but the bundler skips that barrel for named imports.
import '@kordon/contract/zod-setup';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadOnChunkLoadFailure } from './lib/chunk-reload';

reloadOnChunkLoadFailure();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
