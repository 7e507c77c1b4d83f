import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import { API_BASE } from '@/api/client.ts';
import type { ResponseSchema } from '@/api/schemas.ts';

/**
 * The API as the component tests answer it: at `fetch`, by method and path, so a test holds
 * whichever request function a component uses to the URL and body it sends. Every answer goes
 * through the domain's schema (`answer`, `refuse`): a fake that drifts from the server's shapes
 * fails here rather than passing a form the real answer would break.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCall {
  method: Method;
  /** The path under /api/v1, without the query. */
  path: string;
  query: URLSearchParams;
  /** The JSON body sent, parsed; undefined without one. */
  body: unknown;
}

type Reply = (call: ApiCall) => Response | Promise<Response>;

interface Route {
  method: Method;
  path: string;
  reply: Reply;
}

/** The browser's own, for what is not the API (the test runner's modules, images). */
const browserFetch = window.fetch.bind(window);

const routes: Route[] = [];
const calls: ApiCall[] = [];
const unanswered: string[] = [];
const failedReplies: string[] = [];

/** A 2xx answer: `data` as the server would send it, checked against its schema. */
export function answer<T>(schema: ResponseSchema<T>, data: T, status = 200): Response {
  return Response.json(schema.parse(data), { status });
}

/** A 204 No Content. */
export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** A refusal in the API's error shape (`apiErrorSchema`). */
export function refuse(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(apiErrorSchema.parse({ error: { code, message } }), { status, headers });
}

/** An answer the test releases when it has looked at the waiting state. */
export function heldAnswer(): { reply: Reply; release: (response: Response) => void } {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { reply: () => response, release };
}

export const fakeApi = {
  /** Answers `method path` (e.g. `/posts/:id`) with `reply`; a later `on` for it wins. */
  on(method: Method, path: string, reply: Reply): void {
    routes.unshift({ method, path, reply });
  },

  /** The requests made to `method path`, oldest first. */
  calls(method: Method, path: string): ApiCall[] {
    return calls.filter((call) => call.method === method && matches(path, call.path));
  },

  /**
   * The body of the only request to `method path`, exactly as sent, once the domain's request
   * schema has accepted it (the schema's trimming and defaults are the server's, not the form's).
   */
  bodyOf<T>(method: Method, path: string, schema: ResponseSchema<T>): T {
    const made = fakeApi.calls(method, path);
    if (made.length !== 1) {
      throw new Error(`expected one ${method} ${path}, the form made ${made.length}`);
    }
    const sent = made[0]?.body;
    schema.parse(sent);
    return sent as T;
  },

  /** Requests no route answered: each is a test's mistake or a component's stray call. */
  unanswered(): readonly string[] {
    return unanswered;
  },

  /** Replies that threw, most often a body the domain's request schema refused. */
  failedReplies(): readonly string[] {
    return failedReplies;
  },

  reset(): void {
    routes.length = 0;
    calls.length = 0;
    unanswered.length = 0;
    failedReplies.length = 0;
  },

  /** The window's fetch, as the app calls it. */
  async fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (!url.pathname.startsWith(`${API_BASE}/`)) return browserFetch(input, init);
    const method = (init.method ?? 'GET') as Method;
    const path = url.pathname.slice(API_BASE.length);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: ApiCall = { method, path, query: url.searchParams, body };
    calls.push(call);
    const route = routes.find((each) => each.method === method && matches(each.path, path));
    if (!route) {
      unanswered.push(`${method} ${path}`);
      return refuse(501, 'not_faked', `the test answers no ${method} ${path}`);
    }
    try {
      return await route.reply(call);
    } catch (cause) {
      // Answered as the server would a body it cannot take, not as a lost connection (which
      // would put a write in the offline outbox); the test fails on it afterwards.
      failedReplies.push(`${method} ${path}: ${String(cause)}`);
      return refuse(400, 'invalid', 'The test’s fake server could not take this request.');
    }
  },
};

/** `/posts/:id` matches `/posts/abc`; other segments match exactly. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((segment, index) => segment.startsWith(':') || segment === got[index])
  );
}
