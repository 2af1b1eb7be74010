import type { Transport } from './transport';

/** XMLHttpRequest transport for the request helper: the only way to observe upload progress. */
export function xhrTransport(onProgress?: (fraction: number) => void): Transport {
  return (req) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(req.method, req.url);
      xhr.withCredentials = req.credentials === 'include';
      for (const [k, v] of Object.entries(req.headers)) xhr.setRequestHeader(k, v);
      if (onProgress) {
        xhr.upload.onprogress = (e) => {
          if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
        };
        xhr.upload.onload = () => onProgress(1);
      }
      const abort = () => xhr.abort();
      req.signal.addEventListener('abort', abort, { once: true });
      const settle = () => req.signal.removeEventListener('abort', abort);
      xhr.onload = () => {
        settle();
        resolve({
          status: xhr.status,
          statusText: xhr.statusText,
          header: (name) => xhr.getResponseHeader(name),
          text: typeof xhr.responseText === 'string' ? xhr.responseText : '',
        });
      };
      xhr.onerror = () => {
        settle();
        reject(new Error('Network error'));
      };
      xhr.onabort = () => {
        settle();
        reject(new Error('Aborted'));
      };
      if (req.signal.aborted) {
        xhr.abort();
        return;
      }
      xhr.send((req.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
