import { describe, expect, it } from 'vitest';
import { deferAppScripts } from './deferred-boot.server';

const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/framework-2.js"/><link rel="stylesheet" href="/assets/shell-3.css#"/></head>',
  '<body><main>Hi</main><script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import * as route0 from "/assets/root-4.js";\nimport("/assets/entry.client-1.js");</script>',
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

describe('deferAppScripts', () => {
  it('leaves no module preload or module script for the parser: they are added after the first paint', () => {
    const html = deferAppScripts(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell-3.css#"/>');
  });

  it('keeps the module script word for word in an inert script, with the modules to preload', () => {
    const html = deferAppScripts(page);
    expect(html).toContain(
      '<script type="text/plain" data-modules="/assets/entry.client-1.js /assets/framework-2.js">import * as route0 from "/assets/root-4.js";\nimport("/assets/entry.client-1.js");</script><script>(()=>{',
    );
    // The data stream's scripts stay where they were, after it.
    expect(html.indexOf('data-modules')).toBeLessThan(html.indexOf('streamController.close'));
  });

  it('changes nothing in a document without the app scripts (an error page, a crawler’s copy)', () => {
    const bare = '<html><head></head><body><p>x</p></body></html>';
    expect(deferAppScripts(bare)).toBe(bare);
  });
});
