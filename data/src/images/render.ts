import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** A WebP picture drawn from SVG; the SVG is built lazily so skipped files cost nothing. */
export type RasterJob = { path: string; width: number; height: number; svg: () => string };
/** An SVG served as is (logos and icons stay sharp at any size). */
export type VectorJob = { path: string; svg: () => string };

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Writes through a temporary name, so an interrupted run never leaves a half file that looks done. */
async function writeAtomically(file: string, write: (tmp: string) => Promise<unknown>): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await write(tmp);
  await fs.rename(tmp, file);
}

async function renderRaster(mediaDir: string, job: RasterJob): Promise<boolean> {
  const file = path.join(mediaDir, job.path);
  if (await exists(file)) return false;
  await writeAtomically(file, (tmp) =>
    sharp(Buffer.from(job.svg()))
      .resize(job.width, job.height)
      // Every picture has an opaque background; dropping alpha makes encoding ~20% cheaper.
      .removeAlpha()
      .webp({ quality: 82, effort: 2 })
      .toFile(tmp),
  );
  return true;
}

async function renderVector(mediaDir: string, job: VectorJob): Promise<boolean> {
  const file = path.join(mediaDir, job.path);
  if (await exists(file)) return false;
  await writeAtomically(file, (tmp) => fs.writeFile(tmp, job.svg(), 'utf8'));
  return true;
}

/** Runs the jobs a few at a time; sharp spreads each one over the libuv pool as well. */
export async function renderAll(
  mediaDir: string,
  raster: RasterJob[],
  vector: VectorJob[],
): Promise<{ written: number; skipped: number }> {
  let written = 0;
  let skipped = 0;
  const count = (done: boolean) => (done ? written++ : skipped++);
  for (const job of vector) count(await renderVector(mediaDir, job));
  const queue = [...raster];
  const workers = Math.max(2, Math.min(8, os.availableParallelism?.() ?? os.cpus().length));
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) count(await renderRaster(mediaDir, job));
    }),
  );
  return { written, skipped };
}
