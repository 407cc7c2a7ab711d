import type { ErrorBody } from '../contracts/content'
import { ApiError, apiHooks, type Query, withQuery } from './api-client'

/**
 * Sends a file as the raw body (application/octet-stream) and reports how much of it has gone out:
 * fetch has no upload progress, so this one request goes through XMLHttpRequest. Same hooks and
 * errors as every other call (api-client.ts). A file of its own, so that only the admin area's chunk
 * carries it, not the first page.
 */
export function apiUpload<T>(
  path: string,
  query: Query,
  file: Blob,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const refusal = apiHooks().refuse?.('POST', path)
  if (refusal) return Promise.reject(new ApiError(0, 'REFUSED', `${refusal}: POST ${path}`))
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', withQuery(`/api${path}`, query))
    xhr.setRequestHeader('accept', 'application/json')
    xhr.setRequestHeader('content-type', 'application/octet-stream')
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size)
    // The server may refuse before the file is through and close the connection: no answer to read then.
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'The upload was cut off.'))
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    xhr.onload = () => {
      let payload: unknown
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined
      } catch {
        payload = undefined
      }
      apiHooks().onResponse?.({ method: 'POST', path, status: xhr.status, payload })
      if (xhr.status >= 200 && xhr.status < 300) return resolve(payload as T)
      const error = payload as Partial<ErrorBody> | undefined
      reject(new ApiError(xhr.status, error?.code ?? 'HTTP_ERROR', error?.message ?? xhr.statusText))
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(file)
  })
}
