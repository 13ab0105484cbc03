import { type AnyCall, API_BASE, answerSchemaOf, type ErrorCode } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { statusOf } from '../../http/error-handler.js';
import { errorCodesOf, registeredCalls } from '../../http/route.js';
import { componentSchemas, SCHEMA_REF } from './openapi-schemas.js';

type JsonSchema = Record<string, unknown>;

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** Query and path schemas become OpenAPI parameters, one per property. */
function parametersOf(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  // An empty registry: a query schema with an id would otherwise become a bare $ref without properties.
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', metadata: z.registry() }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const reasons: Partial<Record<number, string>> = {
  400: 'Malformed request (an unparsable body, a value that cannot be stored)',
  401: 'No valid access token, or a customer is required',
  403: 'The staff role is below the one the call needs',
  404: 'Not found',
  409: 'Conflict',
  413: 'The body is larger than the limit',
  415: 'The body is not JSON',
  418: 'The session has ended (logout, reuse of a refresh token, another store)',
  422: 'Validation failed: messages and codes per field',
  429: 'Too many requests; Retry-After says when to try again',
  498: 'The access token has expired: refresh it and retry',
  503: 'Unavailable',
};

function errorResponses(call: AnyCall) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(call)) byStatus.set(statusOf[code], [...(byStatus.get(statusOf[code]) ?? []), code]);
  const responses: Record<string, unknown> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const schema = status === 422 ? 'ValidationError' : 'Error';
    responses[String(status)] = {
      description: `${reasons[status] ?? 'Error'} (code: ${codes.join(', ')})`,
      content: { 'application/json': { schema: { $ref: SCHEMA_REF + schema } } },
    };
  }
  return responses;
}

function securityOf(call: AnyCall) {
  if (call.auth === 'none') return [];
  if (call.auth === 'staff') return [{ staffToken: [] }];
  return call.auth === 'optional' ? [{}, { token: [] }] : [{ token: [] }];
}

/** A staff call says the least role it needs, for readers and for generated clients (`x-staff-role`). */
const staffRoleOf = (call: AnyCall) =>
  call.staffRole
    ? {
        description: `Staff only: the ${call.staffRole} role${call.staffRole === 'owner' ? '' : ' or higher'}.`,
        'x-staff-role': call.staffRole,
      }
    : {};

/** Envelopes and request bodies named per operation, so each is emitted once as a component. */
function operationSchemas(calls: AnyCall[]) {
  const responses = new Map<string, z.ZodType>();
  const bodies = new Map<string, z.ZodType>();
  for (const call of calls) {
    if (!call.produces) responses.set(`${pascal(call.id)}Response`, answerSchemaOf(call));
    if (call.body) bodies.set(`${pascal(call.id)}Body`, call.body);
  }
  return { responses, bodies };
}

function operationOf(call: AnyCall, bodyRefs: Map<z.ZodType, string>) {
  const bodyRef = call.body ? bodyRefs.get(call.body) : undefined;
  return {
    operationId: call.id,
    summary: call.summary,
    ...staffRoleOf(call),
    tags: [call.tag],
    security: securityOf(call),
    parameters: [...parametersOf(call.params, 'path'), ...parametersOf(call.query, 'query')],
    ...(bodyRef
      ? { requestBody: { required: true, content: { 'application/json': { schema: { $ref: SCHEMA_REF + bodyRef } } } } }
      : {}),
    responses: {
      [String(call.status ?? 200)]: {
        description: 'Success',
        content: call.produces
          ? { [call.produces]: { schema: { type: 'string', contentMediaType: call.produces } } }
          : { 'application/json': { schema: { $ref: `${SCHEMA_REF}${pascal(call.id)}Response` } } },
      },
      ...errorResponses(call),
      default: {
        description: 'Unexpected server error (no internals in the body)',
        content: { 'application/json': { schema: { $ref: `${SCHEMA_REF}Error` } } },
      },
    },
  };
}

/** OpenAPI 3.1 document of every registered call, generated from the contract's declarations. */
export function buildOpenApiDocument(app: FastifyInstance, version: string) {
  const calls = [...registeredCalls(app).values()];
  const { responses, bodies } = operationSchemas(calls);
  const { schemas, bodyRefs } = componentSchemas(responses, bodies);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const path = API_BASE + call.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[call.method.toLowerCase()] = operationOf(call, bodyRefs);
  }
  const tags = [...new Set(calls.map((c) => c.tag))].sort().map((name) => ({ name, description: `${name} calls` }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kordon storefront API',
      version,
      license: { name: 'MIT', identifier: 'MIT' },
      description:
        'REST API behind the Kordon storefront. Successful answers are `{ data }` (paged lists add `total`); validation failures 422 `{ code, message, errors: { field: [messages] }, codes: { field: [codes] } }`; other errors `{ code, message }`.',
    },
    servers: [{ url: '/' }],
    tags,
    security: [],
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' },
        staffToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'A staff access token (audience kordon-staff) from POST /admin/auth/check or /admin/auth/refresh',
        },
      },
      schemas,
    },
    paths,
  };
}
