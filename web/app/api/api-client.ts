// The one way the web app talks to the API (SPEC §7): base /api/v1, JSON, cookies included, the session
// headers on every call, refreshed tokens picked up from response headers, and the SPEC §8 error policy.
import { AUTH_HEADERS } from '../../../src/contract/auth.js';
import { API_PREFIX, SERVER_NOW_HEADER } from '../../../src/contract/paths.js';
import { noteServerNow } from './server-clock.js';
import { GENERIC_ERROR_TEXT, loadErrorTexts } from './error-texts.js';
import type { NotificationType } from '../../../src/ui/notification-banner.js';
import { isLoginRoute } from '../../paths.js';
import { clearTokens, getTokens, updateTokens, type StoredTokens } from '../session/token-store.js';
import { saveReturnPath } from '../session/return-path.js';
import { redirectToLogin } from '../session/login-redirect.js';
import { notify } from '../notifications/notification-store.js';
import { ApiError } from './api-error.js';
import type { ResponseParser } from './response-shape.js';
import { fetchWithUploadProgress, type UploadProgress } from './fetch-with-upload-progress.js';
import { decideErrorAction, parseErrorBody } from './error-policy.js';

export interface ApiClientDeps {
  fetch: typeof fetch;
  baseUrl: string;
  getTokens: () => StoredTokens;
  updateTokens: (tokens: Partial<StoredTokens>) => void;
  clearTokens: () => void;
  notify: (type: NotificationType, text: string) => void;
  /** Path and query of the page the user is on. */
  currentLocation: () => string;
  /** Leaves the app for the identity provider. */
  redirect: (url: string) => void;
  /** Sends a request reporting upload progress (multipart uploads with a progress bar). */
  fetchWithUploadProgress?: (url: string, init: RequestInit, onProgress: UploadProgress) => Promise<Response>;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart; the browser sets the boundary. */
  formData?: FormData;
  /** Validates the response body (a contract zod schema, or a zod-free shape: contract-shapes.ts); without it the body is returned as is. */
  schema?: ResponseParser<T>;
  signal?: AbortSignal;
  /** False when the caller shows the failure itself (e.g. an inline "player not found"). */
  banner?: boolean;
  /** Called with 0…1 while the body uploads (only where the client has a progress-capable transport). */
  onUploadProgress?: UploadProgress;
  /** The body is a file (a CSV export): answered as its text, not read as JSON. */
  text?: boolean;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(deps: ApiClientDeps) {
  function headersFor(options: RequestOptions<unknown>): Headers {
    const headers = new Headers({ accept: 'application/json' });
    if (options.json !== undefined) headers.set('content-type', 'application/json');
    const { authorization, refreshToken } = deps.getTokens();
    if (authorization) headers.set(AUTH_HEADERS.authorization, `Bearer ${authorization}`);
    if (refreshToken) headers.set(AUTH_HEADERS.refreshToken, refreshToken);
    return headers;
  }

  function storeRefreshedTokens(response: Response): void {
    const authorization = response.headers.get(AUTH_HEADERS.newAuthorization);
    const refreshToken = response.headers.get(AUTH_HEADERS.newRefreshToken);
    const changes: Partial<StoredTokens> = {};
    if (authorization) changes.authorization = authorization;
    if (refreshToken) changes.refreshToken = refreshToken;
    if (Object.keys(changes).length > 0) deps.updateTokens(changes);
  }

  function applyPolicy(error: ApiError, banner: boolean): void {
    const action = decideErrorAction(error.body, isLoginRoute(deps.currentLocation().split('?')[0] ?? '/'));
    if (action.kind === 'sign-in-again') {
      deps.clearTokens();
      if (action.navigate) {
        saveReturnPath(deps.currentLocation());
        deps.redirect(action.loginUrl);
      }
      return;
    }
    if (action.kind === 'banner' && banner) deps.notify('error', action.text);
  }

  async function readBody(response: Response): Promise<unknown> {
    const text = await response.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const banner = options.banner ?? true;
    let response: Response;
    try {
      const init: RequestInit = {
        method: options.method ?? 'GET',
        headers: headersFor(options),
        body: options.formData ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
        credentials: 'include',
        signal: options.signal,
      };
      const url = `${deps.baseUrl}${path}`;
      const { onUploadProgress } = options;
      response =
        onUploadProgress && deps.fetchWithUploadProgress
          ? await deps.fetchWithUploadProgress(url, init, onUploadProgress)
          : await deps.fetch(url, init);
    } catch (cause) {
      // A cancelled request (page change, newer query) is not a failure the user needs to hear about.
      if (options.signal?.aborted) throw cause;
      if (banner) deps.notify('error', GENERIC_ERROR_TEXT);
      throw new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
    }

    storeRefreshedTokens(response);
    const serverNowHeader = response.headers.get(SERVER_NOW_HEADER);
    if (serverNowHeader) noteServerNow(Number(serverNowHeader));
    if (options.text && response.ok) return (await response.text()) as T;
    const body = await readBody(response);

    if (!response.ok) {
      // The refusal's text is read from here on (the banner, the component that catches it).
      await loadErrorTexts();
      const error = new ApiError(response.status, parseErrorBody(body));
      applyPolicy(error, banner);
      throw error;
    }

    if (!options.schema) return body as T;
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      // The server answered something the contract does not allow: treat it like any unexpected error.
      if (banner) deps.notify('error', GENERIC_ERROR_TEXT);
      throw new ApiError(response.status, null, `Unexpected response from ${path}: ${parsed.error.message}`);
    }
    return parsed.data;
  }

  return {
    request,
    get: <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'json' | 'formData'> = {}) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, json?: unknown, options: Omit<RequestOptions<T>, 'method' | 'json'> = {}) =>
      request<T>(path, { ...options, method: 'POST', json }),
    put: <T>(path: string, json?: unknown, options: Omit<RequestOptions<T>, 'method' | 'json'> = {}) =>
      request<T>(path, { ...options, method: 'PUT', json }),
  };
}

/** The app's client, wired to the browser. */
export const api = createApiClient({
  fetch: (...args) => globalThis.fetch(...args),
  baseUrl: API_PREFIX,
  getTokens,
  updateTokens,
  clearTokens,
  notify,
  currentLocation: () => `${window.location.pathname}${window.location.search}`,
  redirect: redirectToLogin,
  fetchWithUploadProgress,
});
