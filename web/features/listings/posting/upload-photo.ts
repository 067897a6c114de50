import type { PhotoView } from '#shared/photos.ts';
import type { KeyedMessage } from './posting-form.server.ts';

/** Where the posting form's script sends each photo (routes/actions.photo-upload.ts). */
export const photoUploadPath = '/actions/photos';

export interface PhotoUpload {
  /**
   * `retryable`: the same file may go through on another try (the connection dropped, the server
   * failed or asked to slow down); a refusal of the file itself (its type, size, pixels) may not.
   */
  done: Promise<{ ok: true; photo: PhotoView } | { ok: false; error: KeyedMessage; retryable: boolean }>;
  abort(): void;
}

/**
 * Sends one photo with XMLHttpRequest, whose upload progress events fetch does not have. Every
 * outcome resolves (a refusal carries the server's message, a dropped connection its own), so a
 * failed photo never breaks the form.
 */
export function uploadPhoto(
  blob: Blob,
  fileName: string,
  onProgress: (fraction: number) => void,
): PhotoUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Awaited<PhotoUpload['done']>>((resolve) => {
    const networkError = {
      ok: false as const,
      error: { key: 'posting.photos.networkError' },
      retryable: true,
    };
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      try {
        const body = JSON.parse(xhr.responseText) as
          | { ok: true; photo: PhotoView }
          | { ok: false; error?: KeyedMessage };
        if (body.ok) resolve(body);
        else if (body.error)
          resolve({ ok: false, error: body.error, retryable: xhr.status >= 500 || xhr.status === 429 });
        else resolve(networkError);
      } catch {
        resolve(networkError);
      }
    });
    xhr.addEventListener('error', () => resolve(networkError));
    xhr.addEventListener('abort', () => resolve(networkError));
    const form = new FormData();
    form.append('photo', blob, fileName);
    xhr.open('POST', photoUploadPath);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
