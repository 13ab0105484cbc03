// First: schemas built below must not probe `new Function`, which the page's CSP forbids.
import '@kordon/contract/zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AdminProviders } from './app/admin-context';
import { routes } from './app/routes';
import { createAdminServices } from './app/services';
import './styles/base.css';
import './styles/dialog.css';

const services = createAdminServices();
// The refresh cookie, if this browser has one, signs the member back in; otherwise the sign-in page.
services.api.refresh().catch(() => undefined);
const router = createBrowserRouter(routes, { basename: '/admin' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminProviders services={services}>
      <RouterProvider router={router} />
    </AdminProviders>
  </StrictMode>,
);
