import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../app-context.ts';
import type { Session } from '../modules/auth/sessions.service.ts';
import { CLEAR_CACHE } from './cache-control.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null for a visitor and for a locked session. */
    session: Session | null;
    /** A locked session (decision 0047): only unlocking and logging out read it. */
    lockedSession: Session | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook of every route that needs a signed-in person: it runs before any body is
     * read, so a visitor's upload is refused before it is sent. A locked session is refused too.
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook of the routes a locked session may use: unlocking, locking, logout. */
    requireSession: (request: FastifyRequest) => Promise<void>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CLOSE = { connection: 'close' };

const unauthorized = (headers: Record<string, string> = {}) =>
  new AppError(401, 'unauthorized', 'Please log in.', headers);

/** What a locked session gets from every route but unlocking and logout: the web's lock screen. */
export const sessionLocked = (headers: Record<string, string> = {}) =>
  new AppError(
    423,
    'session_locked',
    'Inner Compass is locked on this device. Unlock it with a passkey or a code.',
    // A lock the server made (the idle rule) reaches the browser here: its cache goes too.
    { ...CLEAR_CACHE, ...headers },
  );

export function sessionOf(request: FastifyRequest): Session {
  if (request.session) return request.session;
  throw request.lockedSession ? sessionLocked() : unauthorized();
}

/** The session, locked or not: for the routes `requireSession` lets in. */
export function anySessionOf(request: FastifyRequest): Session {
  const session = request.session ?? request.lockedSession;
  if (!session) throw unauthorized();
  return session;
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
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    {
      context,
      findSession,
    }: ModuleOptions & {
      /** The session a token opens, if any: the auth module's, handed in by app.ts. */
      findSession: (token: string) => Promise<Session | null>;
    },
  ) => {
    const { cookies, config } = context;
    app.decorateRequest('session', null);
    app.decorateRequest('lockedSession', null);

    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      const authorization = request.headers.authorization;
      const bearer = authorization?.startsWith('Bearer ')
        ? authorization.slice(7).trim()
        : undefined;
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
        const session = await findSession(token);
        // A locked session is a visitor to every route that does not ask for it by name.
        if (session?.locked) request.lockedSession = session;
        else request.session = session;
      }
    });

    // The body a refused request announced is never read: the connection closes after the answer.
    const closeIfBody = (request: FastifyRequest) =>
      request.headers['transfer-encoding'] !== undefined ||
      Number(request.headers['content-length'] ?? 0) > 0
        ? CLOSE
        : {};

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (request.session) return;
      if (request.lockedSession) throw sessionLocked(closeIfBody(request));
      throw unauthorized(closeIfBody(request));
    });

    app.decorate('requireSession', async (request: FastifyRequest) => {
      if (request.session || request.lockedSession) return;
      throw unauthorized(closeIfBody(request));
    });
  },
);
