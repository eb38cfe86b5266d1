/**
 * Pixel work done before OCR, pure so it runs (and is tested) anywhere: RGBA to one grey byte per
 * pixel, dark mode turned into dark-on-light text, and a PGM file tesseract reads without decoding.
 */

/** Below this mean brightness the screenshot is taken to be dark mode (light text on dark). */
const DARK_MODE_MEAN = 128;

/**
 * Grey levels of RGBA pixels (Rec. 601 luma, transparency laid over white), inverted when the image
 * is mostly dark: tesseract reads dark text on light best.
 */
export function toDarkOnLightGrey(rgba: Uint8ClampedArray): Uint8Array {
  const grey = new Uint8Array(rgba.length / 4);
  let total = 0;
  for (let pixel = 0, offset = 0; pixel < grey.length; pixel += 1, offset += 4) {
    const luma = 0.299 * rgba[offset]! + 0.587 * rgba[offset + 1]! + 0.114 * rgba[offset + 2]!;
    const alpha = rgba[offset + 3]! / 255;
    const value = Math.round(luma * alpha + 255 * (1 - alpha));
    grey[pixel] = value;
    total += value;
  }
  if (grey.length > 0 && total / grey.length < DARK_MODE_MEAN) {
    for (let pixel = 0; pixel < grey.length; pixel += 1) grey[pixel] = 255 - grey[pixel]!;
  }
  return grey;
}

/** A binary PGM ('P5'): a short text header, then the grey bytes row by row. */
export function encodePgm(grey: Uint8Array, width: number, height: number): Uint8Array {
  if (grey.length !== width * height) throw new RangeError(`Expected ${width * height} grey pixels, got ${grey.length}`);
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const file = new Uint8Array(header.length + grey.length);
  file.set(header);
  file.set(grey, header.length);
  return file;
}
