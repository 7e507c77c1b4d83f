import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../app-context.ts';
import { findSession, type Session } from '../modules/auth/sessions.service.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null for a visitor. */
    session: Session | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook of every route that needs a signed-in person: it runs before any body is
     * read, so a visitor's upload is refused before it is sent.
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CLOSE = { connection: 'close' };

const unauthorized = (headers: Record<string, string> = {}) =>
  new AppError(401, 'unauthorized', 'Please log in.', headers);

export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

function isSameOrigin(request: FastifyRequest, origin: string, appUrl: string): boolean {
  if (origin === appUrl) return true;
  try {
    // The host the request was sent to (the dev server's proxy keeps it), over the app's own
    // scheme: a page on plain HTTP is another origin than the HTTPS app on the same host.
    const { host, protocol } = new URL(origin);
    return host === request.headers.host && protocol === new URL(appUrl).protocol;
  } catch {
    return false;
  }
}

/**
 * Resolves the session from the httpOnly cookie (browsers) or `Authorization: Bearer` (other
 * clients), and refuses cross-site state changes: a foreign `Origin` is always refused, and a
 * cookie-authenticated change must show it came from our own pages (same-origin `Origin` or the
 * `X-Requested-With` header, which a cross-site form cannot set).
 */
export const authPlugin = fp(async (app: FastifyInstance, { context }: ModuleOptions) => {
  const { db, sessionCache, now, cookies, config } = context;
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const authorization = request.headers.authorization;
    const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
    const cookieToken = request.cookies[cookies.session];

    if (!SAFE_METHODS.has(request.method)) {
      const origin = request.headers.origin;
      if (origin && !isSameOrigin(request, origin, config.appUrl)) {
        throw new AppError(403, 'csrf', 'This request came from another site and was refused.');
      }
      if (!bearer && cookieToken && !origin && !request.headers['x-requested-with']) {
        throw new AppError(403, 'csrf', 'This request came from another site and was refused.');
      }
    }

    const token = bearer ?? cookieToken;
    if (token && request.url.startsWith('/api/')) {
      request.session = await findSession(db, sessionCache, token, now());
    }
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (request.session) return;
    // The body a visitor announced is never read: the connection closes after the answer.
    const sendsBody =
      request.headers['transfer-encoding'] !== undefined ||
      Number(request.headers['content-length'] ?? 0) > 0;
    throw unauthorized(sendsBody ? CLOSE : {});
  });
});
