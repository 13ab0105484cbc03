type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A self-contained HTML reference of the OpenAPI document: no CDN, works offline. */
export function renderReferencePage(doc: {
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, unknown>>;
}) {
  const sections = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, raw]) => {
        const op = raw as Operation;
        const params = (op.parameters ?? [])
          .map((p) => `<li><code>${escapeHtml(p.name)}</code> in ${p.in}${p.required ? ' (required)' : ''}</li>`)
          .join('');
        const body = op.requestBody
          ? `<details><summary>Request body</summary><pre>${escapeHtml(JSON.stringify(op.requestBody, null, 2))}</pre></details>`
          : '';
        const responses = `<details><summary>Responses</summary><pre>${escapeHtml(JSON.stringify(op.responses, null, 2))}</pre></details>`;
        return `<section><h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2><p>${escapeHtml(op.summary ?? '')} <small>${escapeHtml((op.tags ?? []).join(', '))}</small></p>${params ? `<ul>${params}</ul>` : ''}${body}${responses}</section>`;
      }),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1a1a1a}h1{margin-bottom:.25rem}section{border-top:1px solid #ddd;padding:.5rem 0}h2{font-size:1rem;margin:.5rem 0}.m{display:inline-block;min-width:4.5rem;padding:.1rem .4rem;border-radius:4px;color:#fff;background:#444;text-align:center;font-size:.8rem}.get{background:#1d6b3a}.post{background:#8a4b00}.put{background:#1f4f8f}.delete{background:#9b1c1c}pre{background:#f4f4f2;padding:.75rem;overflow:auto;font-size:12px}small{color:#555}</style></head>
<body><main><h1>${escapeHtml(doc.info.title)}</h1><p>Version ${escapeHtml(doc.info.version)}. ${escapeHtml(doc.info.description)} Machine-readable: <a href="openapi.json">openapi.json</a>.</p>${sections}</main></body></html>`;
}
