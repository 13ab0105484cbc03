/**
 * The chunks every page loads, named by vite.config.ts's chunk groups: the libraries, then the
 * layout's code. The boot script (deferred-boot.server.ts) evaluates them in this order first.
 */
export const EVERY_PAGE_CHUNKS = ['framework', 'shell'] as const;
