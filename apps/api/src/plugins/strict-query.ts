import type { onRequestHookHandler, RouteOptions } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.ts';

/*
 * Nothing a client asks for is silently dropped (docs/security.md, docs/security.md, promise 48): a
 * query parameter that a route does not declare would otherwise be ignored, and the answer
 * would look like an answer to the question asked. Every API route refuses it with 400 naming
 * it, whether or not the route declares a query string at all.
 */

/** Routes of the JSON API; the docs page and the web app's files take what browsers add. */
const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** Longest name quoted back: enough to recognise it, never a page of someone's text. */
const NAME_SHOWN_MAX_LENGTH = 60;

/**
 * The parameter names a querystring schema declares: an object's keys, through refinements,
 * transforms and unions. Anything else is a schema this check cannot read, refused when the
 * route is registered rather than left open.
 */
export function declaredQueryParameters(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return declaredQueryParameters(schema.in);
  if (schema instanceof z.ZodUnion) return schema.options.flatMap(declaredQueryParameters);
  throw new Error('a querystring schema must be a zod object (or a union or transform of them)');
}

function unknownParameter(name: string, declared: readonly string[]): AppError {
  const shown =
    name.length > NAME_SHOWN_MAX_LENGTH ? `${name.slice(0, NAME_SHOWN_MAX_LENGTH)}…` : name;
  const accepted =
    declared.length > 0 ? `It takes ${declared.join(', ')}.` : 'It takes no query parameters.';
  return new AppError(
    400,
    'unknown_parameter',
    `Unknown query parameter "${shown}": this address does not use it. ${accepted}`,
  );
}

/** An `onRoute` hook: gives every API route the check of its own declared parameters. */
export function refuseUndeclaredQueryParameters(route: RouteOptions): void {
  if (!isApiRoute(route.url)) return;
  const declared = [...new Set(declaredQueryParameters(route.schema?.querystring ?? z.object({})))];
  const allowed = new Set(declared);
  const check: onRequestHookHandler = (request, _reply, done) => {
    const name = Object.keys(request.query as object).find((key) => !allowed.has(key));
    done(name === undefined ? undefined : unknownParameter(name, declared));
  };
  // First of the route's own hooks: before the session or the body is looked at.
  route.onRequest = [check, ...[route.onRequest ?? []].flat()];
}
