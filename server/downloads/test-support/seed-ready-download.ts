import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { DOWNLOAD_TTL_SECONDS, downloadFileName } from '../../../src/shared/contracts/downloads-constants'

/** A finished download of `customerId` with `content` as its file, without building one (authorization tests). */
export async function seedReadyDownload(app: FastifyInstance, customerId: string, content = Buffer.from('PK\u0005\u0006')) {
  const { files } = app.downloads
  const repo = app.repos.downloads
  const queueId = randomUUID()
  const now = Math.floor(Date.now() / 1000)
  await app.db.transaction().execute((trx) =>
    repo.insert(trx, {
      queueId,
      customerId,
      language: 'de',
      include: { xml: false, index: false },
      documentIds: ['IN25-000001'],
      refused: new Set(),
      fileName: downloadFileName(customerId, new Date()),
      now,
    }),
  )
  fs.mkdirSync(files.root, { recursive: true })
  fs.writeFileSync(files.zip(queueId), content)
  await repo.setState(queueId, 'ready', {
    size: content.length,
    etag: createHash('sha256').update(content).digest('base64url'),
    completed_at: now,
    expires_at: now + DOWNLOAD_TTL_SECONDS,
  })
  return queueId
}
