import { describe, expect, it } from 'vitest';
import { imageFallbackUrl, imageSrcSet } from './image-urls.ts';

describe('image URLs', () => {
  it('offers only the widths no wider than the image, and the original when it falls between', () => {
    expect(imageSrcSet('a', 800)).toBe(
      '/api/v1/images/a-300.jpg 300w, /api/v1/images/a-500.jpg 500w, /api/v1/images/a-700.jpg 700w, /api/v1/images/a.jpg 800w',
    );
    expect(imageSrcSet('a', 500)).toBe(
      '/api/v1/images/a-300.jpg 300w, /api/v1/images/a-500.jpg 500w',
    );
    expect(imageSrcSet('a', null)).toBe('/api/v1/images/a.jpg');
  });

  it('falls back to a width of at most 900, or the original when the image is narrower than every width', () => {
    expect(imageFallbackUrl('a', 4000)).toBe('/api/v1/images/a-900.jpg');
    expect(imageFallbackUrl('a', 600)).toBe('/api/v1/images/a-500.jpg');
    expect(imageFallbackUrl('a', 200)).toBe('/api/v1/images/a.jpg');
    expect(imageFallbackUrl('a', null)).toBe('/api/v1/images/a.jpg');
  });
});
