import { type AnyCall, type CallAuth, calls } from '@kordon/contract';
import { z } from 'zod';
import type { JsonSchema } from './schema-arbitraries.js';

/** One operation of the API as the fuzzer drives it. */
export type FuzzRoute = {
  id: string;
  tag: string;
  method: string;
  /** OpenAPI form: `/api/v1.2/products/{id}/related`. */
  path: string;
  auth: CallAuth;
  /** Path parameters, in the order they appear. */
  params: { name: string; schema: JsonSchema }[];
  query?: JsonSchema;
  body?: JsonSchema;
};

type Operation = { operationId: string; tags: string[]; parameters: { name: string; in: string }[] };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/**
 * Inlined JSON Schema of a contract schema: an empty registry keeps named schemas (`.meta({ id })`)
 * from turning into `$ref`s, so every property is there to generate.
 */
export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', metadata: z.registry() }) as JsonSchema;

export const declaredCalls = (): AnyCall[] => Object.values(calls).flatMap((feature) => Object.values(feature));

/**
 * Every operation the served document lists, with the schemas of the contract declaration it names:
 * the document says which routes exist and how they are reached, the declaration what they take.
 */
export function routesOf(document: OpenApiDocument): FuzzRoute[] {
  const byId = new Map(declaredCalls().map((call) => [call.id, call]));
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const call = byId.get(operation.operationId);
      if (!call) throw new Error(`${operation.operationId}: in the OpenAPI document but not in the contract`);
      const params = call.params ? jsonSchemaOf(call.params) : undefined;
      return {
        id: call.id,
        tag: operation.tags[0] ?? call.tag,
        method: method.toUpperCase(),
        path,
        auth: call.auth,
        params: [...path.matchAll(/\{([A-Za-z_]+)\}/g)].map(([, name]) => ({
          name: name!,
          schema: params?.properties?.[name!] ?? { type: 'string' },
        })),
        query: call.query ? jsonSchemaOf(call.query) : undefined,
        body: call.body ? jsonSchemaOf(call.body) : undefined,
      };
    }),
  );
}

/** Query parameters the contract declares that the served document does not list, per operation. */
export function queryParametersMissingFromDocument(document: OpenApiDocument): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const operation of Object.values(operations)) {
      const call = declaredCalls().find((c) => c.id === operation.operationId);
      const declared = Object.keys((call?.query && jsonSchemaOf(call.query).properties) ?? {});
      const listed = new Set(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name));
      const absent = declared.filter((name) => !listed.has(name));
      if (absent.length) missing[`${operation.operationId} ${path}`] = absent;
    }
  }
  return missing;
}
