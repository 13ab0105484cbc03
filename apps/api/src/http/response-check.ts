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

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests: answers are checked against the contract (cached answers once, when made). */
    checksAnswers?: boolean;
  }
}

/** Throws when a body answered with `status` lies outside what `call` declares. */
export function assertAnswerInContract(call: AnyCall, status: number, body: unknown) {
  const schema = status < 400 ? successSchemaOf(call) : status === 422 ? validationErrorBody : errorBody;
  // A call that declares `unavailable` (health) answers 503 with its own body, degraded.
  const degraded =
    status === 503 && call.errors?.includes('unavailable') && successSchemaOf(call).safeParse(body).success;
  const result = degraded ? { success: true as const } : schema.safeParse(body);
  if (!result.success) {
    throw new Error(`${call.id} answered ${status} outside its contract: ${z.prettifyError(result.error)}`);
  }
}

/**
 * Tests only: every answer is checked against its declaration, so a test fails the moment they disagree;
 * production skips it, the handlers being typed by the same declarations.
 */
export function checkResponsesAgainstContract(app: FastifyInstance) {
  app.decorate('checksAnswers', true);
  app.addHook('onSend', async (request, reply, payload) => {
    const call = request.routeOptions.config.call;
    // A 304 has no body to check.
    if (!call || typeof payload !== 'string' || reply.statusCode === 304) return payload;
    assertAnswerInContract(call, reply.statusCode, JSON.parse(payload));
    return payload;
  });
}
