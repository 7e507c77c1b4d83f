import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import type { ModuleOptions } from '../../app-context.ts';
import type { BillingConfig } from '../../config/config.ts';
import { runPeriodically } from '../../plugins/periodic-job.ts';
import { billingRoutes } from './billing.routes.ts';
import type { BillingProvider } from './billing-provider.ts';
import { createLocalBillingProvider } from './local-billing.provider.ts';
import { createStripeBillingProvider } from './stripe-billing.provider.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';

/** How often the local provider looks for subscriptions that are due (it also does on reads). */
const RENEWAL_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Stripe when STRIPE_SECRET_KEY is set, otherwise the local provider (decision 0013).
 * `stripeClient` lets tests point the SDK at a local stand-in.
 */
export function createBillingProvider(
  config: BillingConfig,
  options: { stripeClient?: Stripe; log?: FastifyBaseLogger } = {},
): BillingProvider {
  if (!config.stripe) {
    return createLocalBillingProvider({
      priceCents: config.priceCents,
      trialDays: config.trialDays,
    });
  }
  // The SDK (about 28 MB of resident memory) is loaded only in Stripe mode.
  const loadStripe = () => createRequire(import.meta.url)('stripe') as typeof Stripe;
  const stripe =
    options.stripeClient ??
    new (loadStripe())(config.stripe.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Inner Compass' },
    });
  return createStripeBillingProvider(
    stripe,
    {
      priceId: config.stripe.priceId,
      publishableKey: config.stripe.publishableKey,
      webhookSecret: config.stripe.webhookSecret,
      trialDays: config.trialDays,
    },
    options.log,
  );
}

/**
 * Billing's routes, Stripe's webhook, and the local provider's renewals: at start-up (catching
 * up whatever fell due while the server was off) and every hour after.
 */
export const billingPlugin: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db, billing, now, config } = options.context;
  if (billing.kind === 'local' && config.isProduction) {
    app.log.warn(
      'Billing runs on the local test provider: nobody is charged, and anyone can subscribe ' +
        'with a test card. Set the STRIPE_* variables to take real payments.',
    );
  }

  await app.register(billingRoutes, options);
  if (billing.handleWebhook) await app.register(stripeWebhookRoutes, options);

  runPeriodically(app, {
    name: 'billing',
    intervalMs: RENEWAL_INTERVAL_MS,
    run: () => billing.renewDueSubscriptions(db, now()),
    done: 'due subscriptions brought up to date',
  });
};
