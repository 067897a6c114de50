import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { projectRoot } from './project-root.ts';

/**
 * Where uploaded media live. Callers only know keys (`photos/<id>/800.webp`); local disk is the
 * default and an S3-compatible store can implement the same four calls (put = PutObject, get =
 * GetObject's body, delete = DeleteObject, url = the bucket's public address) without touching them.
 */
export interface MediaStorage {
  /** Stores the whole object; readers never see a partly written one. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes the object; removing a missing one is not an error (clean-up jobs may run twice). */
  delete(key: string): Promise<void>;
  /** The address a browser loads the object from. */
  url(key: string): string;
}

/** Keys are ours, never a user's; the pattern still keeps any key inside the root folder. */
const keyPattern = /^[a-z0-9]+(?:[/_-][a-z0-9]+)*\.[a-z0-9]+$/;

export function isMediaKey(key: string): boolean {
  return keyPattern.test(key) && key.length <= 200;
}

function assertKey(key: string) {
  if (!isMediaKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
}

/** Media as files under `root`, served by the app under `urlPrefix` (see media.routes.ts). */
export function createLocalDiskStorage(root: string, urlPrefix = '/media/'): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertKey(key);
    return join(base, key);
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // written beside, then renamed: a full disk or a crash leaves a temp file, never a torn photo
      const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await writeFile(temp, body);
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { body: createReadStream(path), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${urlPrefix}${key}`,
  };
}

/** The storage MEDIA_DIR names (relative to the project folder): the app's and the demo seed's. */
export function mediaStorageAt(mediaDir: string): MediaStorage {
  // local disk today; an S3-compatible MediaStorage would be chosen here, callers stay as they are
  return createLocalDiskStorage(isAbsolute(mediaDir) ? mediaDir : join(projectRoot(), mediaDir));
}
