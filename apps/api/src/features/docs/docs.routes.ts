import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { TOOL_PAGE_POLICY } from '../../http/security-headers.js';
import { buildOpenApiDocument } from './openapi.service.js';
import { renderReferencePage } from './reference-page.js';

export async function docsRoutes(app: FastifyInstance, deps: AppDeps) {
  // Built lazily: every feature must have registered its routes first.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const getDocument = () => (document ??= buildOpenApiDocument(app, deps.version));
  app.get('/openapi.json', async () => getDocument());
  app.get('/docs', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', TOOL_PAGE_POLICY)
      .send(renderReferencePage(getDocument())),
  );
}
