/**
 * The one way an answer's schema reaches the browser: by name, `<module>.<export>` (say
 * 'posts.postResponseSchema'), loaded from the domain's module by a dynamic import while the
 * request is in flight. No request names a schema any other way, so no request brings zod and
 * the domain's schemas into a chunk: building them is long work on a slow phone's main thread
 * (decision 0037), and the entry that /login downloads stays without them (docs/performance.md).
 * build.ts fails the build when the entry bundles them all the same (decision 0042).
 */

/** Anything with zod's `parse`: the domain schemas, without the web depending on zod itself. */
export interface ResponseSchema<T> {
  parse: (data: unknown) => T;
}

/** The domain's modules that hold answers' schemas, each a chunk loaded on first use. */
const schemaModules = {
  archive: () => import('@app/domain/archive.schemas.ts'),
  auth: () => import('@app/domain/auth.schemas.ts'),
  billing: () => import('@app/domain/billing.schemas.ts'),
  community: () => import('@app/domain/community.schemas.ts'),
  excitement: () => import('@app/domain/excitement.schemas.ts'),
  feelings: () => import('@app/domain/feelings.schemas.ts'),
  identity: () => import('@app/domain/identity.schemas.ts'),
  images: () => import('@app/domain/images.schemas.ts'),
  insights: () => import('@app/domain/insights.schemas.ts'),
  notices: () => import('@app/domain/notices.schemas.ts'),
  passkeys: () => import('@app/domain/passkeys.schemas.ts'),
  posts: () => import('@app/domain/posts.schemas.ts'),
  pushSubscriptions: () => import('@app/domain/push-subscriptions.schemas.ts'),
  reminders: () => import('@app/domain/reminders.schemas.ts'),
  seal: () => import('@app/domain/seal.schemas.ts'),
  search: () => import('@app/domain/search.schemas.ts'),
  session: () => import('@app/domain/session.schemas.ts'),
  sessionLock: () => import('@app/domain/session-lock.schemas.ts'),
  site: () => import('@app/domain/site.schemas.ts'),
  trackers: () => import('@app/domain/trackers.schemas.ts'),
  users: () => import('@app/domain/users.schemas.ts'),
};

/** The answers checked without zod. */
const plainSchemas = {
  /** A call whose body is not read: 204 No Content, or a body nobody needs. */
  noContent: { parse: () => undefined } satisfies ResponseSchema<void>,
  /** The answer as it came, for a caller that reads it before any schema (the session check). */
  unchecked: { parse: (data: unknown) => data } satisfies ResponseSchema<unknown>,
};

type SchemaModules = typeof schemaModules;
type ExportsOf<M extends keyof SchemaModules> = Awaited<ReturnType<SchemaModules[M]>>;

/** Every answer's schema the domain exports (`...ResponseSchema`), by its name. */
export type SchemaName =
  | keyof typeof plainSchemas
  | {
      [M in keyof SchemaModules]: {
        [E in keyof ExportsOf<M>]: E extends `${string}ResponseSchema`
          ? ExportsOf<M>[E] extends ResponseSchema<unknown>
            ? `${M}.${E}`
            : never
          : never;
      }[keyof ExportsOf<M>];
    }[keyof SchemaModules];

/** What the schema of that name gives back. */
export type SchemaOutput<N extends SchemaName> = N extends keyof typeof plainSchemas
  ? ReturnType<(typeof plainSchemas)[N]['parse']>
  : N extends `${infer M extends keyof SchemaModules}.${infer E}`
    ? E extends keyof ExportsOf<M>
      ? ExportsOf<M>[E] extends ResponseSchema<infer T>
        ? T
        : never
      : never
    : never;

export async function loadSchema<N extends SchemaName>(
  name: N,
): Promise<ResponseSchema<SchemaOutput<N>>> {
  if (name in plainSchemas) {
    return plainSchemas[name as keyof typeof plainSchemas] as ResponseSchema<SchemaOutput<N>>;
  }
  const [module, exported] = name.split('.') as [keyof SchemaModules, string];
  const exports: Record<string, unknown> = await schemaModules[module]();
  return exports[exported] as ResponseSchema<SchemaOutput<N>>;
}
