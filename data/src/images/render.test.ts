import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildProducts } from '../catalogue/build.js';
import { allImageJobs } from './plan.js';
import { renderAll } from './render.js';

describe('image generation', () => {
  it('renders WebP originals and SVG logos, and skips files that exist', async () => {
    const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kordon-media-'));
    try {
      const { raster, vector } = allImageJobs(buildProducts());
      const sample = [
        raster.find((j) => j.path.startsWith('products/')),
        raster.find((j) => j.path.startsWith('slides/')),
      ].filter((j) => j !== undefined);
      const logos = vector.filter((j) => j.path.startsWith('brands/')).slice(0, 2);
      expect(await renderAll(mediaDir, sample, logos)).toEqual({ written: 4, skipped: 0 });
      const product = await sharp(path.join(mediaDir, sample[0]?.path ?? '')).metadata();
      expect([product.format, product.width, product.height]).toEqual(['webp', 1200, 1200]);
      expect(await fs.readFile(path.join(mediaDir, logos[0]?.path ?? ''), 'utf8')).toMatch(/^<svg /);
      expect(await renderAll(mediaDir, sample, logos)).toEqual({ written: 0, skipped: 4 });
    } finally {
      await fs.rm(mediaDir, { recursive: true, force: true });
    }
  });
});
