import { API_BASE, envelope, errorBody, validationErrorBody } from '@kordon/contract';
import { z } from 'zod';
import { routeRegistry } from '../../http/route.js';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** Query and path schemas become OpenAPI parameters, one per property. */
function parametersOf(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function operationOf(route: (typeof routeRegistry)[number]) {
  const responses: Record<string, unknown> = {
    [String(route.status ?? 200)]: {
      description: 'Success',
      content: { 'application/json': { schema: toSchema(envelope(route.response ?? z.null()), 'output') } },
    },
    default: { description: 'Error', content: { 'application/json': { schema: toSchema(errorBody, 'output') } } },
  };
  if (route.body || route.query || route.params) {
    responses['422'] = {
      description: 'Validation failed: messages per field',
      content: { 'application/json': { schema: toSchema(validationErrorBody, 'output') } },
    };
  }
  return {
    summary: route.summary,
    tags: route.tags,
    parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } } }
      : {}),
    ...(route.auth && route.auth !== 'none' ? { security: [{ token: [] }] } : {}),
    responses,
  };
}

/** OpenAPI 3.1 document generated from the contract schemas the routes validate with. */
export function buildOpenApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routeRegistry) {
    const path = API_BASE + route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[String(route.method).toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kordon storefront API',
      version,
      description:
        'REST API behind the Kordon storefront. Successful answers are `{ data }`; validation failures 422 `{ errors: { field: [messages] } }`; other errors `{ message, code }`.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' } },
    },
    paths,
  };
}
