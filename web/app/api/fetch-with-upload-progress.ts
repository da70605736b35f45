// fetch() cannot report upload progress; XMLHttpRequest can. This sends one request through XHR and answers
// a standard Response, so the API client keeps one code path for tokens, errors and schemas.

export type UploadProgress = (fraction: number) => void;

export function fetchWithUploadProgress(url: string, init: RequestInit, onProgress: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = init.credentials === 'include';
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      // Response refuses a body for 204/205/304.
      const body = xhr.status === 204 || xhr.status === 205 || xhr.status === 304 ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
  });
}
