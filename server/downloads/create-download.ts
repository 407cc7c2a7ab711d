import { randomUUID } from 'node:crypto'
import type { Features } from '../../src/shared/contracts/account'
import { type CreateDownloadBody, downloadFileName, MAX_RUNNING_DOWNLOADS } from '../../src/shared/contracts/downloads'
import type { AuthContext } from '../auth/auth-context'
import type { Db } from '../db/connect'
import type { DownloadRepository } from '../db/repositories/download-repository'
import { createIdempotencyRepository, type IdempotencyClaim } from '../db/repositories/idempotency-repository'

/** SPEC.md §6: invoices and credit notes (IN, CN) need the invoice feature, delivery notes and packing lists the shipment feature. */
export function allowedByFeatures(documentId: string, features: Features): boolean {
  return /^(IN|CN)/.test(documentId) ? features.invoice : features.shipment
}

export type CreateOutcome = { created: true; queueId: string } | { created: false; running: number }

/**
 * Records a download and the job that builds it, after the per-customer limit, in one transaction
 * together with the idempotency answer: once the job exists, a retry with the same key can only
 * get its queueId back, never a second job. `db` is the route's change transaction (changeDb), so
 * this transaction is a savepoint in it and the plugin's commit writes the same answer again.
 * Documents the features do not allow are errors from the start; unknown or foreign ones become
 * errors when the job finds nothing, so the answer never tells whether an id exists.
 */
export async function createDownload(
  db: Db,
  repo: DownloadRepository,
  caller: AuthContext,
  body: CreateDownloadBody,
  claim: IdempotencyClaim,
): Promise<CreateOutcome> {
  const queueId = randomUUID()
  const now = new Date()
  return db.transaction().execute(async (trx) => {
    const running = await repo.countRunning(trx, caller.customerId)
    if (running >= MAX_RUNNING_DOWNLOADS) return { created: false as const, running }
    await repo.insert(trx, {
      queueId,
      customerId: caller.customerId,
      language: body.languageID,
      include: body.include,
      documentIds: body.documentIds,
      refused: new Set(body.documentIds.filter((id) => !allowedByFeatures(id, caller.features))),
      fileName: downloadFileName(caller.customerId, now),
      now: Math.floor(now.getTime() / 1000),
    })
    await createIdempotencyRepository(trx).complete(claim, 202, JSON.stringify({ queueId }))
    return { created: true as const, queueId }
  })
}
