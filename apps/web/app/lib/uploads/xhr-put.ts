/**
 * The browser's part PUT: XMLHttpRequest, because only XHR reports upload progress in every browser
 * (fetch upload streams need HTTP/2 and duplex support). Resolves to the ETag response header, which the
 * storage must expose to scripts (`Access-Control-Expose-Headers: ETag`).
 */
import { PartUploadError, type PutPart } from './multipart';

/** Builds a PutPart on an XMLHttpRequest constructor (injectable so tests can pass a fake). */
export function createXhrPutPart(Xhr?: new () => XMLHttpRequest): PutPart {
  return (url, body, { onProgress, signal, timeoutMs }) =>
    new Promise<string>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      // Resolved per call: the composer builds its transport during server rendering too.
      const xhr = new (Xhr ?? XMLHttpRequest)();
      const onAbort = () => xhr.abort();
      const cleanup = () => signal?.removeEventListener('abort', onAbort);
      xhr.open('PUT', url);
      xhr.timeout = timeoutMs;
      xhr.upload.onprogress = (event) => onProgress(event.loaded);
      xhr.onload = () => {
        cleanup();
        if (xhr.status >= 200 && xhr.status < 300) {
          const etag = xhr.getResponseHeader('ETag');
          if (etag) return resolve(etag);
          return reject(new PartUploadError('The storage answered without an ETag', xhr.status));
        }
        reject(new PartUploadError(`Part upload failed with status ${xhr.status}`, xhr.status));
      };
      xhr.onerror = () => {
        cleanup();
        reject(new PartUploadError('Network error while uploading a part', null));
      };
      xhr.ontimeout = () => {
        cleanup();
        reject(new PartUploadError(`Part upload timed out after ${timeoutMs} ms`, null));
      };
      xhr.onabort = () => {
        cleanup();
        reject(signal?.reason ?? new DOMException('Upload aborted', 'AbortError'));
      };
      signal?.addEventListener('abort', onAbort);
      xhr.send(body);
    });
}
