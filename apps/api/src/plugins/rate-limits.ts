import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../app-context.ts';
import { CLIENT_IPV6_PREFIX } from './client-address.ts';
import { AppError } from './errors.ts';

/** `@fastify/rate-limit` for the routes that declare a limit; none is global. */
export const rateLimitPlugin = fp(async (app, { context }: ModuleOptions) => {
  const { redis } = context;
  await app.register(fastifyRateLimit, {
    global: false,
    // The plugin's own key is clientAddressKey's: the address, an IPv6 client by its prefix.
    ipv6Subnet: CLIENT_IPV6_PREFIX,
    ...(redis ? { redis, skipOnError: true } : {}),
    errorResponseBuilder: (_request, limit) =>
      new AppError(
        429,
        'rate_limited',
        `Too many attempts from your network. Please wait ${Math.ceil(limit.ttl / 1000)} seconds.`,
        { 'retry-after': String(Math.ceil(limit.ttl / 1000)) },
      ),
  });
});
