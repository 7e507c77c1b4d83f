import { imageFallbackUrl, imageSrcSet } from '@app/domain/image-urls.ts';
import type { ComponentPropsWithoutRef } from 'react';

type ImgProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'width' | 'height'>;

interface ResponsiveImageProps extends ImgProps {
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
      src={imageFallbackUrl(imageId, width)}
      srcSet={width ? imageSrcSet(imageId, width) : undefined}
      sizes={width ? sizes : undefined}
      width={width ?? undefined}
      height={height ?? undefined}
      loading={loading}
      decoding={decoding}
    />
  );
}
