import type { z } from 'zod'
import type { ErrorBody } from '../contracts/content'

/** An API answer other than 2xx, with the server's stable error code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

type Query = Record<string, string | number | boolean | undefined>

function withQuery(path: string, query?: Query): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

async function request<T>(
  method: string,
  path: string,
  schema: z.ZodType<T>,
  init: { query?: Query; body?: unknown; signal?: AbortSignal | undefined },
) {
  const response = await fetch(withQuery(`/api${path}`, init.query), {
    method,
    credentials: 'same-origin',
    headers:
      init.body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: init.body === undefined ? null : JSON.stringify(init.body),
    signal: init.signal ?? null,
  })
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined)
  if (!response.ok) {
    const error = payload as Partial<ErrorBody> | undefined
    throw new ApiError(response.status, error?.code ?? 'HTTP_ERROR', error?.message ?? response.statusText)
  }
  return schema.parse(payload)
}

export function apiGet<T>(path: string, schema: z.ZodType<T>, query?: Query, signal?: AbortSignal) {
  return request('GET', path, schema, { query, signal })
}

export function apiPost<T>(path: string, schema: z.ZodType<T>, body: unknown, signal?: AbortSignal) {
  return request('POST', path, schema, { body, signal })
}
