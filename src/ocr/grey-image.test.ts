import { describe, expect, it } from 'vitest';
import { encodePgm, toDarkOnLightGrey } from './grey-image.ts';

const rgba = (...pixels: [number, number, number, number][]) => new Uint8ClampedArray(pixels.flat());

describe('toDarkOnLightGrey', () => {
  it('keeps a light screenshot as it is, one luma byte per pixel', () => {
    expect([...toDarkOnLightGrey(rgba([255, 255, 255, 255], [0, 0, 0, 255], [255, 0, 0, 255], [250, 250, 250, 255]))]).toEqual([
      255, 0, 76, 250,
    ]);
  });

  it('inverts a dark-mode screenshot so the text becomes dark on light', () => {
    expect([...toDarkOnLightGrey(rgba([18, 18, 18, 255], [18, 18, 18, 255], [232, 234, 237, 255]))]).toEqual([237, 237, 21]);
  });

  it('lays transparent pixels over white', () => {
    expect([...toDarkOnLightGrey(rgba([0, 0, 0, 0], [0, 0, 0, 255], [255, 255, 255, 255]))]).toEqual([255, 0, 255]);
  });
});

describe('encodePgm', () => {
  it('writes the P5 header and then the pixels', () => {
    const file = encodePgm(new Uint8Array([1, 2, 3, 4, 5, 6]), 3, 2);
    expect(new TextDecoder().decode(file.subarray(0, 11))).toBe('P5\n3 2\n255\n');
    expect([...file.subarray(11)]).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses a pixel count that does not match the size', () => {
    expect(() => encodePgm(new Uint8Array(5), 3, 2)).toThrow(RangeError);
  });
});
