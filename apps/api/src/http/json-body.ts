import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/**
 * No call takes more than 5 levels or 100 items in a list, so these only refuse bodies built to cost:
 * a key the schema would strip could otherwise carry 100,000 levels through the parser.
 */
export const jsonBodyLimits = { depth: 32, items: 10_000 } as const;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Why a JSON text is past the limits, found by one scan before it is parsed; undefined when it is within them. */
export function jsonShapeProblem(text: string, limits: { depth: number; items: number } = jsonBodyLimits) {
  const commas = new Int32Array(limits.depth + 1);
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      if (++depth > limits.depth) return `nested deeper than ${limits.depth} levels`;
      commas[depth] = 0;
    } else if (CLOSERS.has(c)) depth = Math.max(0, depth - 1);
    else if (c === COMMA && depth > 0 && ++commas[depth]! >= limits.items) {
      return `holding more than ${limits.items} items in one list or object`;
    }
  }
  return undefined;
}

/** Clients send a JSON content type with bodiless calls: an empty body is none, anything else JSON within the limits. */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text === '') return done(null, undefined);
    const problem = jsonShapeProblem(text);
    if (problem) return done(new AppError('bad_request', `The JSON body is ${problem}`), undefined);
    return json(request, text, done);
  });
}
