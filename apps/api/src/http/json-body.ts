import type { FastifyInstance } from 'fastify';

/**
 * Clients send `Content-Type: application/json` with bodiless calls (refresh, logout,
 * DELETE /cart); an empty body is "no body", anything else must be valid JSON.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return json(request, String(body), done);
  });
}
