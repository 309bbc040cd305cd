import { MESSAGES } from '@contract/messages.ts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, type DomainErrorKind } from '../shared/errors.ts';

/** The one table from a domain refusal to its HTTP status (ADR 016). */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_many: 429,
  unavailable: 503,
};

/** The status, headers and `{ message }` body (with the error's details, if any) a domain error is answered with. */
export function domainErrorResponse(error: DomainError): {
  status: number;
  headers: Record<string, string>;
  body: { message: string } & Record<string, unknown>;
} {
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined) {
    // RFC 9110: a non-negative whole number of seconds.
    headers['Retry-After'] = String(Math.max(0, Math.ceil(error.retryAfterSeconds)));
  }
  return {
    status: DOMAIN_ERROR_STATUS[error.kind],
    headers,
    body: { ...error.details, message: error.message },
  };
}

const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; send a JSON object.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MESSAGES.generic.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Send the request body as application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.'],
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A validation 400 names the body field it is about, `{ message, field }`, so a form puts the
     * message under it (the profile's forms, ADR 060). Older routes answer `{ message }` only.
     */
    fieldErrors?: boolean;
  }
}

/** The top-level body field the first validation problem is about, if any. */
function validationField(error: FastifyError): string | undefined {
  if (!hasZodFastifySchemaValidationErrors(error) || (error.validationContext ?? 'body') !== 'body') {
    return undefined;
  }
  const name = error.validation[0]?.instancePath.split('/')[1];
  return name ? name : undefined;
}

function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return MESSAGES.generic.badRequest;
  const [first] = error.validation;
  if (!first) return MESSAGES.generic.badRequest;
  const where = error.validationContext ?? 'body';
  if (first.instancePath === '/' && first.keyword === 'invalid_type') {
    return where === 'body' ? 'The request body must be a JSON object.' : `The ${where} is not valid.`;
  }
  return first.message ?? MESSAGES.generic.badRequest;
}

/**
 * One error shape for the whole API, `{ message }`: validation problems say what is wrong,
 * server faults say nothing about internals (no stack trace ever leaves the process).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const { status, headers, body } = domainErrorResponse(error);
      return reply.status(status).headers(headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const field = request.routeOptions.config.fieldErrors ? validationField(error) : undefined;
      return reply
        .status(400)
        .send({ message: validationMessage(error), ...(field !== undefined ? { field } : {}) });
    }
    const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1] });
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: MESSAGES.generic.internal });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: MESSAGES.generic.internal });
    }
    if (status === 429) return reply.status(429).send({ message: MESSAGES.generic.tooManyRequests });
    return reply.status(status).send({ message: error.message || MESSAGES.generic.badRequest });
  });
});
