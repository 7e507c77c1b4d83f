import type { FastifyReply } from 'fastify';
import { LOGIN_DEVICE_TTL_MS } from './login-devices.repository.ts';
import type { SessionCookies } from './session-cookies.ts';
import { SESSION_ABSOLUTE_MS } from './sessions.service.ts';
import type { SignedIn } from './sign-in.service.ts';

/** The cookies every sign-in sets, by code or by passkey: the session and the device. */
export function setSignInCookies(reply: FastifyReply, cookies: SessionCookies, signedIn: SignedIn) {
  reply.setCookie(cookies.session, signedIn.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookies.secure,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  // Outlives the session and logout: it is how this browser shows it signed in before
  // (login-devices.repository.ts).
  reply.setCookie(cookies.device, signedIn.deviceToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookies.secure,
    path: '/',
    maxAge: LOGIN_DEVICE_TTL_MS / 1000,
  });
}
