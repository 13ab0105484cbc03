import { buildProducts } from '../catalogue/build.js';
import { allImageJobs } from './plan.js';
import { renderAll } from './render.js';

export const DEFAULT_MEDIA_DIR = 'var/media';

/**
 * Draws every picture the demo catalogue refers to. Files that already exist are kept,
 * so a second run only checks for missing ones.
 */
export async function generateProductImages(
  mediaDir: string = DEFAULT_MEDIA_DIR,
): Promise<{ written: number; skipped: number }> {
  const { raster, vector } = allImageJobs(buildProducts());
  return renderAll(mediaDir, raster, vector);
}
