import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

/**
 * What the log says of a request and an error: never a word a person wrote. A request is its
 * method, its route's pattern and its path without the query (`/search?q=` carries search
 * words); an error is its type, code, message and stack, where a failed query names its SQL
 * but not its parameters (a post's words), and a database error leaves out its detail (a
 * failing row, whole).
 */
const LOG_SERIALIZERS = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      route: request.routeOptions?.url,
      path: pathOf(request.url),
      remoteAddress: request.ip,
    };
  },
  err: serializeError,
};

type LoggedRequest = {
  method: string;
  url: string;
  ip?: string;
  routeOptions?: { url?: string };
};

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: LoggedError;
};

const pathOf = (url: string) => url.split('?')[0] ?? '';

function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a thrown non-error', stack: '' };
  const fields = error as Error & Record<string, unknown>;
  // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <the values>".
  const isFailedQuery = typeof fields.query === 'string' && 'params' in fields;
  const message = isFailedQuery ? `Failed query: ${fields.query}` : error.message;
  const stack = error.stack?.replace(error.message, message) ?? '';
  const cause = fields.cause;
  return {
    type: error.name,
    message,
    stack,
    ...pick(fields, ['code', 'statusCode', 'constraint', 'table', 'column']),
    ...(cause instanceof Error && depth < 3 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}

function pick(fields: Record<string, unknown>, names: readonly string[]) {
  return Object.fromEntries(
    names.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]]),
  );
}

/** The server's logger options with these serializers, whoever made them (server or tests). */
export function withLogSerializers(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger || logger === true) return logger ? { serializers: LOG_SERIALIZERS } : logger;
  return { ...logger, serializers: { ...logger.serializers, ...LOG_SERIALIZERS } };
}

/**
 * A line for each request and its answer at debug level: at info a terminal shows what
 * happens to the server (start, warnings, failures, messages without a channel) rather than
 * two lines per page load. A request that failed stays an error.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) {
      reply.log.error(
        { res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
