/** The session's cookies: `__Host-` names in production, which browsers keep to HTTPS. */
export type SessionCookies = { session: string; device: string; secure: boolean };

export const SESSION_COOKIES = {
  production: { session: '__Host-session', device: '__Host-login-device', secure: true },
  /** Plain http on a developer's or a test's loopback address. */
  development: { session: 'session', device: 'login-device', secure: false },
} as const satisfies Record<string, SessionCookies>;
