import http from 'node:http';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe endpoints the Stripe billing provider calls, with
 * Stripe's JSON shapes (API 2026-10-28), its idempotency (a repeated key replays the first
 * answer) and its card errors. Tests drive it as the browser and Stripe's clock would: attach a
 * card as the Payment Element does, renew or end a subscription, make a request fail.
 */

type Json = Record<string, unknown>;
type Card = { brand: string; last4: string; exp_month: number; exp_year: number };

type StandInPaymentMethod = {
  id: string;
  object: 'payment_method';
  type: 'card';
  created: number;
  livemode: false;
  customer: string | null;
  card: Card;
  /** Test card 4000 0000 0000 0341: attaches, declines every charge. */
  declines: boolean;
};

type StandInCustomer = {
  id: string;
  object: 'customer';
  created: number;
  livemode: false;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
  deleted?: true;
};

export type StandInSubscription = {
  id: string;
  object: 'subscription';
  status: string;
  created: number;
  start_date: number;
  billing_cycle_anchor: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  trial_start: number | null;
  trial_end: number | null;
  currency: 'usd';
  customer: string;
  default_payment_method: string | null;
  latest_invoice: string | null;
  livemode: false;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      current_period_start: number;
      current_period_end: number;
      quantity: number;
      price: {
        id: string;
        object: 'price';
        unit_amount: number;
        currency: 'usd';
        recurring: { interval: 'year'; interval_count: 1 };
      };
    }[];
  };
};

type StandInInvoice = {
  id: string;
  object: 'invoice';
  number: string;
  created: number;
  status: string;
  currency: 'usd';
  customer: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  subtotal: number;
  total: number;
  period_start: number;
  period_end: number;
  livemode: false;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: null };
  };
  lines: { object: 'list'; data: Json[]; has_more: false };
};

export type RecordedRequest = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Json;
};

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Stripe's form encoding (`items[0][price]=…`) back into objects and arrays. */
function parseForm(body: string): Json {
  const result: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Json = result;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== 'object' || next === null) node[part] = {};
      node = node[part] as Json;
    });
  }
  return result;
}

const stripeError = (status: number, error: Json) => ({ status, body: { error } });
const missing = (id: string) =>
  stripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such object: '${id}'`,
  });

export async function startStripeStandIn(options: { priceId: string; unitAmount: number }) {
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_standin${String(++counter).padStart(6, '0')}`;
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  const customers = new Map<string, StandInCustomer>();
  const paymentMethods = new Map<string, StandInPaymentMethod>();
  const subscriptions = new Map<string, StandInSubscription>();
  const invoices = new Map<string, StandInInvoice>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];
  /** Requests to answer with a 500 after doing the work (a lost response): the SDK retries. */
  const dropResponses: { method: string; path: RegExp; count: number }[] = [];
  let invoiceNumber = 0;

  function writeInvoice(subscription: StandInSubscription, status: string): StandInInvoice {
    const item = subscription.items.data[0];
    const amount = item?.price.unit_amount ?? options.unitAmount;
    const start = item?.current_period_start ?? subscription.start_date;
    const end = item?.current_period_end ?? start + YEAR_SECONDS;
    const invoice: StandInInvoice = {
      id: newId('in'),
      object: 'invoice',
      number: `STANDIN-${String(++invoiceNumber).padStart(4, '0')}`,
      created: start,
      status,
      currency: 'usd',
      customer: subscription.customer,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      amount_remaining: status === 'paid' ? 0 : amount,
      subtotal: amount,
      total: amount,
      period_start: start,
      period_end: end,
      livemode: false,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: null },
      },
      lines: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount,
            currency: 'usd',
            description: '1 × Inner Compass (at $29.00 / year)',
            quantity: 1,
            period: { start, end },
            pricing: {
              type: 'price_details',
              unit_amount_decimal: String(amount),
              price_details: { price: options.priceId, product: 'prod_standin' },
            },
          },
        ],
      },
    };
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  function chargeFails(paymentMethodId: string | null | undefined) {
    const pm = paymentMethodId ? paymentMethods.get(paymentMethodId) : undefined;
    if (!pm) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'invoice_payment_intent_requires_action',
        message: 'The customer has no attached payment source or default payment method.',
      });
    }
    if (!pm.declines) return null;
    return stripeError(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
  }

  type Answer = { status: number; body: unknown };

  function route(method: string, path: string, params: Json): Answer {
    const ok = (body: unknown): Answer => ({ status: 200, body });
    const list = <T>(items: T[], limit: unknown) => ({
      object: 'list',
      data: items.slice(0, Number(limit ?? 10)),
      has_more: items.length > Number(limit ?? 10),
      url: path,
    });
    const customerPath = path.match(/^\/v1\/customers\/([^/]+)$/);
    const paymentMethodPath = path.match(/^\/v1\/payment_methods\/([^/]+)(\/detach)?$/);
    const subscriptionPath = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    const payPath = path.match(/^\/v1\/invoices\/([^/]+)\/pay$/);
    const invoicePath = path.match(/^\/v1\/invoices\/([^/]+)$/);

    if (method === 'POST' && path === '/v1/customers') {
      const customer: StandInCustomer = {
        id: newId('cus'),
        object: 'customer',
        created: nowSeconds(),
        livemode: false,
        metadata: (params.metadata as Record<string, string>) ?? {},
        invoice_settings: { default_payment_method: null },
      };
      customers.set(customer.id, customer);
      return ok(customer);
    }
    if (customerPath) {
      const m = customerPath;
      const customer = customers.get(m[1] ?? '');
      if (!customer) return missing(m[1] ?? '');
      if (method === 'GET') {
        return ok(
          customer.deleted ? { id: customer.id, object: 'customer', deleted: true } : customer,
        );
      }
      if (method === 'DELETE') {
        customer.deleted = true;
        for (const pm of paymentMethods.values())
          if (pm.customer === customer.id) pm.customer = null;
        return ok({ id: customer.id, object: 'customer', deleted: true });
      }
      const settings = params.invoice_settings as Json | undefined;
      if (settings && 'default_payment_method' in settings) {
        customer.invoice_settings.default_payment_method =
          (settings.default_payment_method as string) || null;
      }
      return ok(customer);
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = newId('seti');
      return ok({
        id,
        object: 'setup_intent',
        customer: params.customer,
        client_secret: `${id}_secret_standin`,
        status: 'requires_payment_method',
        usage: params.usage,
      });
    }
    if (method === 'GET' && path === '/v1/payment_methods') {
      const mine = [...paymentMethods.values()]
        .filter((pm) => pm.customer === params.customer)
        .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
      return ok(list(mine, params.limit));
    }
    if (paymentMethodPath) {
      const m = paymentMethodPath;
      const pm = paymentMethods.get(m[1] ?? '');
      if (!pm) return missing(m[1] ?? '');
      if (method === 'POST' && m[2]) {
        if (!pm.customer) {
          return stripeError(400, {
            type: 'invalid_request_error',
            code: 'payment_method_unexpected_state',
            message: 'The payment method you provided is not attached to a customer.',
          });
        }
        const customer = customers.get(pm.customer);
        if (customer?.invoice_settings.default_payment_method === pm.id) {
          customer.invoice_settings.default_payment_method = null;
        }
        pm.customer = null;
      }
      return ok(pm);
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const mine = [...subscriptions.values()]
        .filter((s) => s.customer === params.customer)
        .filter(
          (s) => params.status === 'all' || !['canceled', 'incomplete_expired'].includes(s.status),
        )
        .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
      return ok(list(mine, params.limit));
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = customers.get(String(params.customer));
      if (!customer) return missing(String(params.customer));
      const items = params.items as Record<string, { price: string }>;
      const now = nowSeconds();
      const trialEnd = params.trial_end ? Number(params.trial_end) : null;
      const periodEnd = trialEnd ?? now + YEAR_SECONDS;
      const subscription: StandInSubscription = {
        id: newId('sub'),
        object: 'subscription',
        status: trialEnd ? 'trialing' : 'incomplete',
        created: now,
        start_date: now,
        billing_cycle_anchor: periodEnd,
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        trial_start: trialEnd ? now : null,
        trial_end: trialEnd,
        currency: 'usd',
        customer: customer.id,
        default_payment_method: (params.default_payment_method as string) ?? null,
        latest_invoice: null,
        livemode: false,
        metadata: (params.metadata as Record<string, string>) ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              current_period_start: now,
              current_period_end: periodEnd,
              quantity: 1,
              price: {
                id: items['0']?.price ?? options.priceId,
                object: 'price',
                unit_amount: options.unitAmount,
                currency: 'usd',
                recurring: { interval: 'year', interval_count: 1 },
              },
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      if (!trialEnd) writeInvoice(subscription, 'open');
      return ok(subscription);
    }
    if (subscriptionPath) {
      const m = subscriptionPath;
      const subscription = subscriptions.get(m[1] ?? '');
      if (!subscription) return missing(m[1] ?? '');
      if (method === 'DELETE') {
        subscription.status = 'canceled';
        subscription.canceled_at = nowSeconds();
        subscription.ended_at = nowSeconds();
        return ok(subscription);
      }
      if (method === 'POST') {
        if ('cancel_at_period_end' in params) {
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
          subscription.canceled_at = subscription.cancel_at_period_end ? nowSeconds() : null;
        }
        if (params.cancel_at === '') subscription.cancel_at = null;
      }
      return ok(subscription);
    }
    if (payPath && method === 'POST') {
      const m = payPath;
      const invoice = invoices.get(m[1] ?? '');
      if (!invoice) return missing(m[1] ?? '');
      const failure = chargeFails(params.payment_method as string | undefined);
      if (failure) return failure;
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      invoice.amount_remaining = 0;
      const subscription = subscriptions.get(invoice.parent.subscription_details.subscription);
      if (subscription) subscription.status = 'active';
      return ok(invoice);
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const mine = [...invoices.values()]
        .filter((invoice) => invoice.customer === params.customer)
        .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
      return ok(list(mine, params.limit));
    }
    if (invoicePath && method === 'GET') {
      const m = invoicePath;
      const invoice = invoices.get(m[1] ?? '');
      return invoice ? ok(invoice) : missing(m[1] ?? '');
    }
    return stripeError(404, {
      type: 'invalid_request_error',
      message: `The stand-in does not implement ${method} ${path}`,
    });
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const method = req.method ?? 'GET';
      const params = method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body);
      const header = req.headers['idempotency-key'];
      const idempotencyKey = typeof header === 'string' ? header : undefined;
      requests.push({ method, path: url.pathname, idempotencyKey, params });

      const replay = method === 'POST' && idempotencyKey ? replays.get(idempotencyKey) : undefined;
      const answer = replay ?? route(method, url.pathname, params);
      if (method === 'POST' && idempotencyKey && !replay) replays.set(idempotencyKey, answer);

      const drop = dropResponses.find((d) => d.method === method && d.path.test(url.pathname));
      if (drop && drop.count > 0) {
        drop.count--;
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Lost on the way.' } }));
        return;
      }
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': `req_${counter}`,
        ...(replay ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(answer.body));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    requests,
    subscriptions,
    /** An SDK client that talks to this stand-in (retries quickly, as the real one would). */
    client: (maxNetworkRetries = 2) =>
      new Stripe('sk_test_standin', {
        host: '127.0.0.1',
        port,
        protocol: 'http',
        maxNetworkRetries,
      }),
    /** What the Payment Element's confirmSetup does: a card saved to the customer. */
    attachCard(
      customerId: string,
      card: Partial<Card> & { declines?: boolean } = {},
    ): StandInPaymentMethod {
      const pm: StandInPaymentMethod = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        created: nowSeconds() + counter,
        livemode: false,
        customer: customerId,
        card: {
          brand: card.brand ?? 'visa',
          last4: card.last4 ?? '4242',
          exp_month: card.exp_month ?? 12,
          exp_year: card.exp_year ?? 2034,
        },
        declines: card.declines ?? false,
      };
      paymentMethods.set(pm.id, pm);
      return pm;
    },
    customer: (id: string) => customers.get(id),
    paymentMethod: (id: string) => paymentMethods.get(id),
    /** Changes a subscription as Stripe's clock would (renewal, end of a period, dunning). */
    updateSubscription(id: string, change: (s: StandInSubscription) => void) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      change(subscription);
      return structuredClone(subscription);
    },
    /** Answers the next `count` matching requests with a 500 after doing the work. */
    dropResponse(method: string, path: RegExp, count = 1) {
      dropResponses.push({ method, path, count });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/** A webhook delivery as Stripe signs it: `t=…,v1=…` over the exact body. */
export function signedEvent(
  secret: string,
  event: { id: string; type: string; object: unknown; created?: number },
  options: { timestamp?: number; previousAttributes?: Json } = {},
) {
  const created = event.created ?? Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
    data: {
      object: event.object,
      ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}),
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: options.timestamp ?? created,
  });
  return { payload, signature };
}
