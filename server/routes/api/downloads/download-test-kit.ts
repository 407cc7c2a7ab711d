import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { DocumentType } from '../../../../src/shared/contracts/documents-constants'
import type { CreateDownloadBody, DownloadStatus } from '../../../../src/shared/contracts/downloads'
import { DEMO, loginCookie, SAME_ORIGIN } from '../../../test/auth-helpers'

export type DownloadCookies = Awaited<ReturnType<typeof loginDemoCustomers>>

export async function loginDemoCustomers(app: FastifyInstance) {
  return {
    werkstatt: await loginCookie(app, DEMO.werkstatt),
    einkauf: await loginCookie(app, DEMO.einkauf),
    flotte: await loginCookie(app, DEMO.flotte),
  }
}

/** Speaks the downloads API as the given customer (a session cookie). */
export function downloadsApi(app: FastifyInstance, cookie: string) {
  const headers = (key?: string | null) => ({
    ...SAME_ORIGIN,
    cookie,
    ...(key === null ? {} : { 'idempotency-key': key ?? randomUUID() }),
  })
  return {
    ask: (payload: Partial<CreateDownloadBody> | Record<string, unknown>, key?: string | null) =>
      app.inject({ method: 'POST', url: '/api/downloads', payload, headers: headers(key) }),
    status: (queueId: string) => app.inject({ method: 'GET', url: `/api/downloads/${queueId}`, headers: headers(null) }),
    list: () => app.inject({ method: 'GET', url: '/api/downloads', headers: headers(null) }),
    cancel: (queueId: string, key?: string) =>
      app.inject({ method: 'DELETE', url: `/api/downloads/${queueId}`, headers: headers(key) }),
    file: (queueId: string, extra: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `/api/downloads/${queueId}/file`, headers: { ...headers(null), ...extra } }),
  }
}

/** Asks for a ZIP and waits until the worker has built it; answers its final status. */
export async function buildZip(app: FastifyInstance, cookie: string, body: CreateDownloadBody): Promise<DownloadStatus> {
  const api = downloadsApi(app, cookie)
  const asked = await api.ask(body)
  if (asked.statusCode !== 202) throw new Error(`POST /api/downloads ${asked.statusCode} ${asked.body}`)
  await app.downloads.worker.drain()
  return (await api.status(asked.json().queueId)).json()
}

/** Ids of a customer's documents in the demo ERP history, a mix of every type, in a fixed order. */
export async function documentIdsOf(app: FastifyInstance, customerId: string, count: number, types?: DocumentType[]) {
  let query = app.db
    .selectFrom('documents')
    .select('document_id')
    .where('customer_id', '=', customerId)
    .orderBy('issued_on', 'desc')
    .orderBy('document_id')
    .limit(count)
  if (types) query = query.where('type', 'in', types)
  const ids = (await query.execute()).map((row) => row.document_id)
  if (ids.length < count) throw new Error(`${customerId} has only ${ids.length} documents`)
  return ids
}
