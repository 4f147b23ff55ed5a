/** A thumbnail's longer side: sharp on a 2× screen for a 160 px cell of a console table or an app card. */
const THUMB_PX = 320;
/**
 * The most pixels a picture may decode to. A 5 MB file can claim a huge canvas (a PNG of one colour
 * compresses to almost nothing); 40 megapixels is above any camera's cover and far below what would
 * exhaust memory (sharp's own default allows 268 megapixels).
 */
const MAX_PIXELS = 40_000_000;

/**
 * Decodes a picture and makes its thumbnail: at most 320 px on the longer side, turned upright by its
 * EXIF orientation, as WebP without the original's metadata (no GPS position leaks through it).
 * Rejects when the bytes do not decode or claim more than MAX_PIXELS.
 */
export async function thumbnailOf(bytes: Buffer) {
  // Loaded on the first picture, not at start: libvips is large, and most processes never make a thumbnail.
  const { default: sharp } = await import('sharp');
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  const meta = await image.metadata();
  const webp = await image
    .rotate()
    .resize(THUMB_PX, THUMB_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  // EXIF orientations 5-8 swap the sides.
  const swapped = (meta.orientation ?? 1) >= 5;
  return {
    width: (swapped ? meta.height : meta.width) ?? 0,
    height: (swapped ? meta.width : meta.height) ?? 0,
    webp,
  };
}
