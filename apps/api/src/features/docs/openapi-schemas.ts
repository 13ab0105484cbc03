// Loads every schema the contract names, so the snapshot below holds all of them.
import '@kordon/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

export const SCHEMA_REF = '#/components/schemas/';
const IN = '#in#';

/**
 * The contract's named schemas, taken when this module loads: the storefront's bundled copy later
 * registers the same ids in zod's global registry, and the conversion would refuse the duplicates.
 */
const namedAtLoad = new Map((z.globalRegistry as unknown as { _idmap: Map<string, z.ZodType> })._idmap);
const namedContractSchemas = (): Map<string, z.ZodType> => namedAtLoad;

/** Converts a set of named schemas at once; named schemas inside them become `$ref`s by `uri`. */
function convert(named: Map<string, z.ZodType>, io: 'input' | 'output', uri: (id: string) => string) {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of named) if (!registry.has(schema)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io, uri, unrepresentable: 'any' }) as {
    schemas: Record<string, JsonSchema>;
  };
  // Components are addressed by their key; a `$id` with a fragment is not valid JSON Schema anyway.
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  delete schemas.__shared;
  return schemas;
}

const refsIn = (json: string) => [...json.matchAll(/"#in#([^"]+)"/g)].map((m) => m[1] as string);

/**
 * Each named schema once, as the API answers it; a body whose input shape differs (a transform, a
 * default) gets a `<Name>Input` component, as does every schema leading to one.
 */
export function componentSchemas(responses: Map<string, z.ZodType>, bodies: Map<string, z.ZodType>) {
  const contract = namedContractSchemas();
  const output = convert(new Map([...contract, ...responses]), 'output', (id) => SCHEMA_REF + id);

  const idOf = new Map<z.ZodType, string>([...contract].map(([id, schema]) => [schema, id]));
  const bodyIds = new Map<z.ZodType, string>();
  for (const [fallback, schema] of bodies) bodyIds.set(schema, idOf.get(schema) ?? fallback);
  const input = convert(
    new Map([...contract, ...[...bodyIds].map(([schema, id]) => [id, schema] as const)]),
    'input',
    (id) => IN + id,
  );

  // Only what request bodies reach matters; of that, which input schemas differ from their output
  // twin (beyond output's closed objects), directly or through what they reference.
  const all = new Map(Object.entries(input).map(([id, schema]) => [id, JSON.stringify(schema)]));
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id) || !all.has(id)) return;
    reached.add(id);
    for (const ref of refsIn(all.get(id) ?? '')) visit(ref);
  };
  for (const id of bodyIds.values()) visit(id);
  const texts = new Map([...all].filter(([id]) => reached.has(id)));
  const closed = /,?"additionalProperties":false/g;
  const asOutput = (json: string) => json.replaceAll(IN, SCHEMA_REF).replace(closed, '');
  const differs = new Set(
    [...texts].filter(([id, text]) => asOutput(text) !== JSON.stringify(output[id])).map(([id]) => id),
  );
  for (let grew = true; grew; ) {
    grew = false;
    for (const [id, text] of texts) {
      if (!differs.has(id) && refsIn(text).some((ref) => differs.has(ref))) {
        differs.add(id);
        grew = true;
      }
    }
  }

  const inputName = (id: string) => (output[id] ? `${id}Input` : id);
  const resolve = (text: string) =>
    text.replace(/"#in#([^"]+)"/g, (_m, id: string) =>
      JSON.stringify(SCHEMA_REF + (differs.has(id) ? inputName(id) : id)),
    );
  const schemas: Record<string, JsonSchema> = { ...output };
  for (const id of differs) schemas[inputName(id)] = JSON.parse(resolve(texts.get(id) ?? '{}'));

  const bodyRefs = new Map<z.ZodType, string>();
  for (const [schema, id] of bodyIds) bodyRefs.set(schema, differs.has(id) ? inputName(id) : id);
  return { schemas, bodyRefs };
}
