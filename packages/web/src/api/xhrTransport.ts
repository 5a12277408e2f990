import type { Transport } from '@jb/client/transport';

/**
 * The wire over XMLHttpRequest, for an upload whose progress the person watches (`fetch` tells
 * nothing of a request body on its way): `onProgress` hears the bytes sent of the whole request.
 */
export function xhrTransport(onProgress: (sent: number, total: number) => void, baseUrl = ''): Transport {
  return (request) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, `${baseUrl}${request.url}`);
      for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(e.loaded, e.total);
      };
      xhr.onload = () => {
        const body = xhr.response as Blob;
        resolve({
          status: xhr.status,
          header: (name) => xhr.getResponseHeader(name),
          text: () => body.text(),
          blob: async () => body,
        });
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
      request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(request.body ?? null);
    });
}
