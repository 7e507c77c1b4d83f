import { normalizeIP } from '@fastify/rate-limit';

/** The prefix one IPv6 subscriber is handed. */
export const CLIENT_IPV6_PREFIX = 64;

/**
 * The key every per-address limit counts under: an IPv4 address as it is (an IPv4-mapped IPv6
 * address as its IPv4), an IPv6 address as its /64. One IPv6 subscriber is handed a whole /64,
 * so counting its addresses one by one would give it endless fresh ones.
 */
export function clientAddressKey(ip: string): string {
  return normalizeIP(ip, CLIENT_IPV6_PREFIX);
}

/** A per-person limit's key: the signed-in person, else the client's address key. */
export function personOrAddressKey(request: {
  session?: { userId: string } | null;
  ip: string;
}): string {
  return request.session?.userId ?? clientAddressKey(request.ip);
}
