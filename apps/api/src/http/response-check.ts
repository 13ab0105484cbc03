import { type AnyCall, answerSchemaOf, errorBody, validationErrorBody } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const successSchemas = new WeakMap<AnyCall, z.ZodType>();
function successSchemaOf(call: AnyCall) {
  let schema = successSchemas.get(call);
  if (!schema) {
    schema = answerSchemaOf(call);
    successSchemas.set(call, schema);
  }
  return schema;
}

/**
 * Tests only: every answer of a declared call is checked against the contract before it leaves,
 * so an API test fails (500) the moment a handler and its declaration disagree. Production skips
 * it: the handlers are typed by the same declarations, and validating output costs CPU.
 */
export function checkResponsesAgainstContract(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const call = request.routeOptions.config.call;
    const status = reply.statusCode;
    // A 304 has no body to check.
    if (!call || typeof payload !== 'string' || status === 304) return payload;
    const schema = status < 400 ? successSchemaOf(call) : status === 422 ? validationErrorBody : errorBody;
    const body: unknown = JSON.parse(payload);
    // A call that declares `unavailable` (health) answers 503 with its own body, degraded.
    const degraded =
      status === 503 && call.errors?.includes('unavailable') && successSchemaOf(call).safeParse(body).success;
    const result = degraded ? { success: true as const } : schema.safeParse(body);
    if (!result.success) {
      throw new Error(`${call.id} answered ${status} outside its contract: ${z.prettifyError(result.error)}`);
    }
    return payload;
  });
}
