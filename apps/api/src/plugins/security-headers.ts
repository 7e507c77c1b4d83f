import type { HelmetOptions } from 'helmet';
import type { Config } from '../config/config.ts';

/** What Stripe.js and the Payment Element need from the Content-Security-Policy (Stripe mode). */
export const STRIPE_CSP = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/** Helmet's headers for every answer: the app's CSP, frame denial, HSTS in production. */
export function securityHeadersFor(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(config.billing.stripe ? STRIPE_CSP.scriptSrc : [])],
        // Mantine writes its CSS variables and component styles into style tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(config.billing.stripe ? STRIPE_CSP.connectSrc : [])],
        // Stripe's Payment Element lives in Stripe's frames.
        ...(config.billing.stripe ? { frameSrc: ["'self'", ...STRIPE_CSP.frameSrc] } : {}),
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    // Frame denial for browsers that predate frame-ancestors, matching it (helmet: SAMEORIGIN).
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  };
}
