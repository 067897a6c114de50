import { type ComponentType, lazy } from 'react';

/** The product description's chunk timeout: a route piece that has not arrived in 120 s has failed. */
export const chunkTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Rejects with ChunkLoadError when `importer` has not settled within `ms`. */
export function withChunkTimeout<T>(importer: () => Promise<T>, ms = chunkTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk load timed out after ${ms} ms`)), ms);
    importer().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof Error ? new ChunkLoadError(error.message) : new ChunkLoadError(String(error)),
        );
      },
    );
  });
}

/** React.lazy with the chunk timeout. */
export function lazyWithTimeout<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  ms = chunkTimeoutMs,
) {
  return lazy(() => withChunkTimeout(importer, ms));
}

const chunkMessage =
  /ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|chunk load timed out/i;

/** Whether an error means a piece of the app's code did not download. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: string; message?: string };
  return name === 'ChunkLoadError' || chunkMessage.test(String(message ?? ''));
}
