import type { Plugin } from 'vite';
import { EVERY_PAGE_CHUNKS } from '../chunk-names.ts';

/** What every page runs statically, as two chunks (libraries, then ours) instead of a dozen compressed one by one. */
export function layoutChunks() {
  const everyPage = /[\\/]app[\\/](entry\.client|root|routes[\\/]page-frame)\.tsx(\?|$)/;
  const entryClient = /[\\/]app[\\/]entry\.client\.tsx(\?|$)/;
  const layout = new Set<string>();
  const plugin: Plugin = {
    name: 'kordon:layout-chunks',
    buildEnd() {
      layout.clear();
      const pending = [...this.getModuleIds()].filter((id) => everyPage.test(id));
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (layout.has(id)) continue;
        layout.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  // `$initial`: what tree-shaking kept of the static imports (the module graph above has them all).
  const tags: ['$initial'] = ['$initial'];
  const [framework, shell] = EVERY_PAGE_CHUNKS;
  const groups = [
    { name: framework, priority: 2, tags, test: (id: string) => layout.has(id) && /[\\/]node_modules[\\/]/.test(id) },
    // The entry keeps its own chunk: its top level starts hydration, which must wait until the
    // staged boot has imported the route modules.
    { name: shell, priority: 1, tags, test: (id: string) => layout.has(id) && !entryClient.test(id) },
  ];
  return { plugin, groups };
}

const everyPageChunk = new RegExp(`^assets/(${[...EVERY_PAGE_CHUNKS, 'rolldown-runtime'].join('|')})-`);

/** A lazy chunk's list of files to fetch with it leaves out those every page has loaded already. */
export const withoutEveryPageChunks = (_file: string, deps: string[]) =>
  deps.filter((dep) => !everyPageChunk.test(dep));
