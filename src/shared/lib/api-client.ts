import { CATALOG_VERSION_HEADER } from '../contracts/catalog-version'
import type { ErrorBody } from '../contracts/content'
import { noteCatalogVersion } from './catalog-version'

/**
 * The SPA's only door to the API. Responses are typed from the shared contracts but not re-parsed
 * here: the server validates every response against the same zod schema before sending it, and
 * keeping zod out of the first-page bundle saves field reps on a weak signal ~50 kB.
 */

/** An API answer other than 2xx, with the server's stable error code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** What the refusal names beyond its code, e.g. the line of a case (`lineIndex`). */
    readonly details: ErrorBody['details'] = undefined,
  ) {
    super(message)
  }
}

export type Query = Record<string, string | number | boolean | undefined>

/** What the app (src/app) plugs in; the client itself knows nothing about sessions. */
export type ApiHooks = {
  /** A reason to refuse a request before it is sent (SPEC.md §8: 'logged out' while logging out), or null. */
  refuse?: (method: string, path: string) => string | null
  /** Sees every answer, errors included: the app reacts to an ended session here (SPEC.md §4). */
  onResponse?: (answer: { method: string; path: string; status: number; payload: unknown }) => void
}

let hooks: ApiHooks = {}

export function setApiHooks(next: ApiHooks) {
  hooks = next
}

/** The hooks in force, for the one call that cannot go through fetch (api-upload.ts). */
export const apiHooks = (): ApiHooks => hooks

export function withQuery(path: string, query?: Query): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

async function request<T>(
  method: string,
  path: string,
  init: { query?: Query; body?: unknown; signal?: AbortSignal | undefined; headers?: Record<string, string> | undefined },
): Promise<T> {
  const refusal = hooks.refuse?.(method, path)
  if (refusal) throw new ApiError(0, 'REFUSED', `${refusal}: ${method} ${path}`)
  const response = await fetch(withQuery(`/api${path}`, init.query), {
    method,
    credentials: 'same-origin',
    headers: {
      ...(init.body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? null : JSON.stringify(init.body),
    signal: init.signal ?? null,
  })
  noteCatalogVersion(response.headers.get(CATALOG_VERSION_HEADER))
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined)
  hooks.onResponse?.({ method, path, status: response.status, payload })
  if (!response.ok) {
    const error = payload as Partial<ErrorBody> | undefined
    throw new ApiError(response.status, error?.code ?? 'HTTP_ERROR', error?.message ?? response.statusText, error?.details)
  }
  return payload as T
}

export function apiGet<T>(path: string, query?: Query, signal?: AbortSignal) {
  return request<T>('GET', path, { query, signal })
}

/** `headers`: extra request headers, e.g. the Idempotency-Key of a cart change. */
export function apiPost<T>(path: string, body: unknown, signal?: AbortSignal, headers?: Record<string, string>) {
  return request<T>('POST', path, { body, signal, headers })
}

/** `headers`: e.g. the Idempotency-Key of the change. */
export function apiDelete<T>(path: string, headers?: Record<string, string>) {
  return request<T>('DELETE', path, { headers })
}

/** PUT, PATCH or a POST without headers: the admin area's changes (idempotent by their shape, no key needed). */
export function apiSend<T>(method: 'PUT' | 'PATCH' | 'POST', path: string, body: unknown) {
  return request<T>(method, path, { body })
}

/** `headers`: e.g. the Idempotency-Key of the change. */
export function apiPut<T>(path: string, body: unknown, headers?: Record<string, string>) {
  return request<T>('PUT', path, { body, headers })
}
