/** The chunks every page loads (vite/layout-chunks.ts), in the order the staged boot evaluates them. */
export const EVERY_PAGE_CHUNKS = ['framework', 'shell'] as const;
