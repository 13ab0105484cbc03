import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: {
    // Client navigations keep a trailing slash in their data request, so the access guard
    // answers 404 for `/contacts/` there too, as it does for a page load.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
