import { describe, expect, it } from 'vitest';
import { parseHomeHero } from './home-hero.ts';

describe('parseHomeHero', () => {
  it('reads the hero the server wrote, with or without a picture', () => {
    expect(parseHomeHero('{"name":"Ann","picture":null}')).toEqual({ name: 'Ann', picture: null });
    expect(
      parseHomeHero('{"name":"Ann","picture":{"imageId":"i1","width":1600,"height":900}}'),
    ).toEqual({ name: 'Ann', picture: { imageId: 'i1', width: 1600, height: 900 } });
  });

  it('gives null for nothing, for a template the server did not fill and for another shape', () => {
    expect(parseHomeHero(undefined)).toBeNull();
    expect(parseHomeHero('not json')).toBeNull();
    expect(parseHomeHero('{"name":1,"picture":null}')).toBeNull();
    expect(parseHomeHero('{"name":"Ann","picture":{"width":3}}')).toBeNull();
    expect(parseHomeHero('null')).toBeNull();
  });

  it('drops a size that is not a positive whole number', () => {
    expect(
      parseHomeHero('{"name":"Ann","picture":{"imageId":"i1","width":-3,"height":"9"}}'),
    ).toEqual({ name: 'Ann', picture: { imageId: 'i1', width: null, height: null } });
  });
});
