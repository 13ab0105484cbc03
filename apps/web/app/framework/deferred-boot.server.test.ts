import { describe, expect, it, vi } from 'vitest';
import { deferAppScripts, stagedModuleScript } from './deferred-boot.server';

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

  it('keeps the module script, its imports staged, in an inert script with the modules to preload', () => {
    const html = deferAppScripts(page);
    const staged = stagedModuleScript(
      'import * as route0 from "/assets/root-4.js";\nimport("/assets/entry.client-1.js");',
      ['/assets/entry.client-1.js', '/assets/framework-2.js'],
    );
    expect(html).toContain(
      `<script type="text/plain" data-modules="/assets/entry.client-1.js /assets/framework-2.js">${staged}</script><script>(()=>{`,
    );
    expect(staged).toContain(
      'route0=await import("/assets/root-4.js");await pause();\n}catch(error){reloadAfter(error);throw error}\nimport("/assets/entry.client-1.js");',
    );
    // The data stream's scripts stay where they were, after it.
    expect(html.indexOf('data-modules')).toBeLessThan(html.indexOf('streamController.close'));
  });

  it('changes nothing, and reports nothing, in a document without app scripts', () => {
    const bare = '<html><head></head><body><p>x</p></body></html>';
    const onMiss = vi.fn();
    expect(deferAppScripts(bare, onMiss)).toBe(bare);
    expect(onMiss).not.toHaveBeenCalled();
  });

  it('leaves markup it does not recognise as rendered, and reports why', () => {
    const changed = [
      page.replace('<script type="module" async="">', '<script type="module">'),
      page.replaceAll('"/>', '" crossorigin=""/>'),
      page.replace('/assets/framework-2.js', '/assets/frame work.js'),
    ];
    for (const html of changed) {
      const onMiss = vi.fn();
      expect(deferAppScripts(html, onMiss)).toBe(html);
      expect(onMiss).toHaveBeenCalledOnce();
    }
  });

  it('reports a module script without static route imports: it is deferred but not staged', () => {
    const onMiss = vi.fn();
    const html = deferAppScripts(page.replace('import * as route0 from "/assets/root-4.js";\n', ''), onMiss);
    expect(html).toContain('<script type="text/plain" data-modules=');
    expect(onMiss).toHaveBeenCalledWith(expect.stringContaining('import * as routeN'));
  });
});

describe('stagedModuleScript', () => {
  const script = [
    ';',
    'import * as route0 from "/assets/root-4.js";',
    'import * as route1 from "/assets/category-5.js";',
    '  window.__reactRouterManifest = {};',
    '  window.__reactRouterRouteModules = {"root":route0,"category":route1};',
    'import("/assets/entry.client-1.js");',
  ].join('\n');
  const modules = ['/assets/entry.client-1.js', '/assets/shell-3.js', '/assets/framework-2.js', '/assets/root-4.js'];
  const staged = stagedModuleScript(script, modules);
  const position = (text: string) => staged.indexOf(text);

  it('imports the framework, the layout and each route module in turn, one task each', () => {
    expect(staged).not.toMatch(/^import \*/m);
    expect(position('await import("/assets/framework-2.js");await pause();')).toBeGreaterThan(0);
    expect(position('import("/assets/framework-2.js")')).toBeLessThan(position('import("/assets/shell-3.js")'));
    expect(position('import("/assets/shell-3.js")')).toBeLessThan(position('route0=await import("/assets/root-4.js")'));
    expect(position('route0=')).toBeLessThan(position('route1=await import("/assets/category-5.js")'));
  });

  it('registers the route modules and starts the entry only after all of them', () => {
    expect(position('route1=')).toBeLessThan(position('window.__reactRouterRouteModules'));
    expect(position('window.__reactRouterRouteModules')).toBeLessThan(position('import("/assets/entry.client-1.js")'));
  });

  it('reloads the page when a staged import fails to load (spec-coverage 8.6), then fails as before', () => {
    expect(staged).toContain('let route0,route1;\ntry{\nawait import("/assets/framework-2.js")');
    expect(position('}catch(error){reloadAfter(error);throw error}')).toBeGreaterThan(position('route1=await import'));
    expect(position('const reloadAfter=')).toBeLessThan(position('try{'));
  });

  it('leaves a script without static route imports as it is', () => {
    expect(stagedModuleScript('import("/assets/entry.client-1.js");', modules)).toBe(
      'import("/assets/entry.client-1.js");',
    );
  });
});
