import { downloadFileUrl } from '../../../shared/contracts/download-messages'

export type FileProgress = (received: number, size: number | null) => void

const RETRY_PAUSES_MS = [1000, 2000, 5000, 10_000, 30_000]

/**
 * Fetches the finished ZIP in the page (browsers without Background Fetch), reporting progress. A
 * dropped connection resumes where it stopped with a Range request; If-Range with the first answer's
 * ETag makes sure the pieces belong to the same file (a changed file starts over).
 */
export async function fetchDownloadFile(queueId: string, onProgress: FileProgress): Promise<Blob> {
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  let size: number | null = null
  let etag: string | null = null
  for (let attempt = 0; ; attempt++) {
    try {
      const headers: Record<string, string> = received > 0 && etag ? { range: `bytes=${received}-`, 'if-range': etag } : {}
      const response = await fetch(downloadFileUrl(queueId), { credentials: 'same-origin', headers })
      if (response.status !== 200 && response.status !== 206) throw new FileFetchError(response.status)
      if (response.status === 200 && received > 0) {
        chunks.length = 0
        received = 0
      }
      etag ??= response.headers.get('etag')
      size ??= Number(response.headers.get('content-length')) || null
      const reader = (response.body as ReadableStream<Uint8Array<ArrayBuffer>>).getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        chunks.push(value)
        received += value.byteLength
        onProgress(received, size)
      }
      return new Blob(chunks, { type: 'application/zip' })
    } catch (error) {
      if (error instanceof FileFetchError || attempt >= RETRY_PAUSES_MS.length) throw error
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSES_MS[attempt]))
    }
  }
}

/** The shop refused the file (expired 410, not yours 404, …): no point in retrying. */
export class FileFetchError extends Error {
  constructor(readonly status: number) {
    super(`download file answered ${status}`)
  }
}
