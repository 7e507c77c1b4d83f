/** Set at build time so each deployment can route support mail to its own inbox. */
export const SUPPORT_EMAIL: string =
  import.meta.env.VITE_SUPPORT_EMAIL?.trim() || 'support@innercompass.app';

export const THANKS_URL = 'https://www.buymeacoffee.com';

export const PRODUCT_NAME = 'Inner Compass';
