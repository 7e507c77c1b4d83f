/**
 * Where a stored image and its width variants are served, and the `srcset` that offers them.
 * Free of zod, so the web entry (the hero the server draws into /urnb) and the server that fills
 * that hero in (apps/api/src/plugins/home-pages.ts) can both use it.
 */

/** Widths offered for responsive images (docs/product.md section 2, "Image input"). */
export const IMAGE_WIDTHS = [300, 500, 700, 900, 1100, 1250, 1500] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** URL of the stored image, or of a width variant (never wider than the original). */
export function imageUrl(imageId: string, width?: ImageWidth): string {
  return width ? `/api/v1/images/${imageId}-${width}.jpg` : `/api/v1/images/${imageId}.jpg`;
}

/**
 * The width variants the server can serve for an image `width` pixels wide: only those no
 * wider than the image (the server never upscales), plus the original when it falls between.
 */
export function imageSrcSet(imageId: string, width: number | null): string {
  if (!width) return imageUrl(imageId);
  const variants = IMAGE_WIDTHS.filter((candidate) => candidate <= width).map(
    (candidate) => `${imageUrl(imageId, candidate)} ${candidate}w`,
  );
  if (!IMAGE_WIDTHS.some((candidate) => candidate === width)) {
    variants.push(`${imageUrl(imageId)} ${width}w`);
  }
  return variants.join(', ');
}

/** A fallback `src` of moderate size for the rare browser that ignores srcset. */
export function imageFallbackUrl(imageId: string, width: number | null): string {
  const fitting = IMAGE_WIDTHS.filter((candidate) => width !== null && candidate <= width);
  const moderate = fitting.filter((candidate) => candidate <= 900).at(-1);
  return moderate ? imageUrl(imageId, moderate) : imageUrl(imageId);
}

/**
 * The widths a sealed picture `width` pixels wide is stored at, each its own ciphertext cut on
 * the device (the server cannot resize what it cannot read): the offered widths narrower than
 * the picture, and the picture's own width, which stands for the original as the server's
 * master does.
 */
export function sealedPictureWidths(width: number): number[] {
  return [...IMAGE_WIDTHS.filter((candidate) => candidate < width), width];
}

/**
 * Which of a sealed picture's widths to fetch for a place `cssWidth` pixels wide on a screen of
 * `pixelRatio`: the narrowest that fills it, or the widest there is.
 */
export function sealedPictureWidthFor(width: number, cssWidth: number, pixelRatio: number): number {
  const needed = Math.ceil(cssWidth * pixelRatio);
  const widths = sealedPictureWidths(width);
  return widths.find((candidate) => candidate >= needed) ?? width;
}

/** Where one width of a sealed picture is served: its ciphertext, for its owner alone. */
export function sealedPictureUrl(imageId: string, width: number): string {
  return `/api/v1/images/sealed/${imageId}-${width}`;
}
