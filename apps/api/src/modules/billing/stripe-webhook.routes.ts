import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context.ts';
import { notFound } from '../../domain-errors.ts';

/**
 * POST stripe/webhook. Stripe signs the exact bytes it sends, so this route alone keeps the
 * body as a Buffer (its own content-type parser, in its own plugin context); every other route
 * still gets parsed JSON. Anything unsigned, wrongly signed or older than 300 s is 400 and
 * changes nothing (docs/security.md, promise 26).
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { context },
) => {
  const { db, billing, now } = context;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/stripe/webhook',
    {
      schema: {
        tags: ['billing'],
        summary: 'Stripe webhook events (signed): subscriptions, invoices, payment methods',
        response: {
          200: z.object({ received: z.literal(true) }),
          '4xx': apiErrorSchema,
          '5xx': apiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!billing.handleWebhook) throw notFound();
      const signature = request.headers['stripe-signature'];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await billing.handleWebhook(
        db,
        rawBody,
        typeof signature === 'string' ? signature : undefined,
        now(),
      );
      return { received: true as const };
    },
  );
};
