import { IMAGE_WIDTHS, imageUrl } from '@app/domain/images.schemas.ts';
import type { ComponentPropsWithoutRef } from 'react';

type ImgProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'width' | 'height'>;

export interface ResponsiveImageProps extends ImgProps {
  imageId: string;
  /** The stored image's size; null when unknown (then only the stored original is offered). */
  width: number | null;
  height: number | null;
  /** Required: a decorative image says so with alt="". */
  alt: string;
  /** How wide the image shows at each window width, so the browser picks the right file. */
  sizes: string;
}

/**
 * The width variants the server can serve for an image `width` pixels wide: only those no
 * wider than the image (the server never upscales), plus the original when it falls between.
 */
export function getImageSrcSet(imageId: string, width: number | null): string {
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
function getFallbackSrc(imageId: string, width: number | null): string {
  const fitting = IMAGE_WIDTHS.filter((candidate) => width !== null && candidate <= width);
  const moderate = fitting.filter((candidate) => candidate <= 900).at(-1);
  return moderate ? imageUrl(imageId, moderate) : imageUrl(imageId);
}

/**
 * A stored image with its width variants. The width and height attributes let the browser
 * reserve the space before the file arrives, so nothing below it jumps (layout shift). The
 * files come with the session cookie, so there is never a token in the URL.
 */
export function ResponsiveImage({
  imageId,
  width,
  height,
  alt,
  sizes,
  loading = 'lazy',
  decoding = 'async',
  ...props
}: ResponsiveImageProps) {
  return (
    <img
      {...props}
      alt={alt}
      src={getFallbackSrc(imageId, width)}
      srcSet={width ? getImageSrcSet(imageId, width) : undefined}
      sizes={width ? sizes : undefined}
      width={width ?? undefined}
      height={height ?? undefined}
      loading={loading}
      decoding={decoding}
    />
  );
}
