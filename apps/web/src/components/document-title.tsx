import { PRODUCT_NAME } from '@/lib/site-config.ts';

/** React 19 hoists <title> into <head>, so each page names its browser tab. */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME}</title>;
}
