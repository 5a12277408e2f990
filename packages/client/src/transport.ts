/** How a client's request reaches the server: `fetch` in browsers, e2e and bench; `app.inject` in API tests. */
export type WireMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface WireRequest {
  method: WireMethod;
  /** Path with query string, starting with `/tsg-admin`. */
  url: string;
  headers: Record<string, string>;
  /** A sealed JSON body, or the form of an upload (its content type comes with it). */
  body?: string | FormData;
  signal?: AbortSignal;
}

export interface WireResponse {
  status: number;
  header(name: string): string | null;
  text(): Promise<string>;
  blob(): Promise<Blob>;
}

export type Transport = (request: WireRequest) => Promise<WireResponse>;

/** `fetch` against `baseUrl` (empty in the browser: same origin). */
export function fetchTransport(baseUrl = ''): Transport {
  return async (request) => {
    const res = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
    });
    return {
      status: res.status,
      header: (name) => res.headers.get(name),
      text: () => res.text(),
      blob: () => res.blob(),
    };
  };
}
