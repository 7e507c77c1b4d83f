import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hasDatabaseCode, UNIQUE_VIOLATION } from '../db/database-errors.ts';
import { DomainError, type DomainErrorKind } from '../domain-errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error bodies of this route also carry `success: false`. */
    errorsCarrySuccessFlag?: boolean;
  }
}

/**
 * A refusal that is about HTTP itself (the session, the request's body or framing, a rate
 * limit), with its status and headers; services and rules throw a DomainError instead.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The one place a domain error's kind becomes an HTTP status. */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
};

const messagesByStatus: Record<number, string> = {
  400: 'The request was not valid.',
  401: 'Please log in.',
  403: 'You may not do that.',
  404: 'Not found.',
  413: 'That is too large.',
  415: 'That type of content is not accepted.',
  429: 'Too many requests. Please wait a moment and try again.',
  503: 'The service is briefly unavailable. Please try again in a moment.',
};

/** Every error leaves as `{error: {code, message}}`; no stack trace reaches a client. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | DomainError, request, reply) => {
    const send = (status: number, code: string, message: string) =>
      reply.code(status).send({
        error: { code, message },
        ...(request.routeOptions.config.errorsCarrySuccessFlag ? { success: false } : {}),
      });
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return send(STATUS_OF_KIND[error.kind], error.code, error.message);
    }
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(error.statusCode, error.code, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath
        ? ` (${first.instancePath.slice(1).replaceAll('/', '.')})`
        : '';
      return send(400, 'invalid_request', `${first?.message ?? 'Invalid input'}${where}`);
    }
    if (hasDatabaseCode(error, UNIQUE_VIOLATION)) {
      // Two writes wanted the same place at once: the request's own (a 409), not the server's.
      // The constraint's name stays in the log: it would tell what else exists.
      request.log.warn({ err: error }, 'request met a concurrent write');
      return send(
        409,
        'conflict',
        'That was saved at the same moment as something else. Please try again.',
      );
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    const isDatabaseDown = isConnectionFailure(error);
    const finalStatus = isDatabaseDown ? 503 : status;
    const code =
      status === 429
        ? 'rate_limited'
        : finalStatus >= 500
          ? isDatabaseDown
            ? 'unavailable'
            : 'internal'
          : typeof error.code === 'string'
            ? error.code.toLowerCase()
            : 'error';
    const message =
      finalStatus >= 500
        ? (messagesByStatus[finalStatus] ?? 'Something went wrong on our side. Please try again.')
        : error.message || messagesByStatus[finalStatus] || 'The request failed.';
    return send(finalStatus, code, message);
  });
});

/**
 * Fastify's router answers a path it cannot decode (`/posts/%zz`) or a parameter over its length
 * limit itself, before any hook or the error handler; this keeps those answers in the error shape
 * and gives them the security headers the hooks would have set.
 */
export function frameworkErrorHandler(
  setSecurityHeaders: (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => void,
) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    const [code, message] =
      status === 414
        ? ['url_too_long', 'That address is too long.']
        : status < 500
          ? ['bad_url', 'That address is not valid.']
          : ['internal', 'Something went wrong on our side. Please try again.'];
    setSecurityHeaders(request.raw, reply.raw, () => {});
    return reply.code(status).send({ error: { code, message } });
  };
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);
const CONNECTION_ERROR_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|connection (?:is )?closed|Client has encountered a connection error/i;

/** True when the database could not be reached: the error or anything in its cause chain. */
function isConnectionFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (CONNECTION_ERROR_CODES.has(String(code))) return true;
    if (typeof message === 'string' && CONNECTION_ERROR_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}
