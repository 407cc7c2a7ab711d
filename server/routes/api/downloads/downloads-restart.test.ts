import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO, loginCookie } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { buildZip, documentIdsOf, downloadsApi } from './download-test-kit'

/**
 * A kill during building: the first app renders part of a ZIP and closes (as a restart would stop
 * it), leaving torn temporary files behind; a second app on the same DATA_DIR resumes the job on
 * start, renders only what was missing, and delivers the same bytes as an uninterrupted build.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'downloads-restart-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

describe('a download interrupted by a restart', () => {
  it('resumes where it stopped and gives the same file as an uninterrupted build', async () => {
    const first = await buildTestApp({ DATA_DIR: dataDir }, { erpHistory: true })
    const ids = await documentIdsOf(first.app, 'D1000001', 30)
    const body = { documentIds: ids, include: { xml: true, index: true }, languageID: 'de' as const }
    first.app.downloads.worker.holdAfter(12)
    const asked = await downloadsApi(first.app, await loginCookie(first.app, DEMO.werkstatt)).ask(body)
    const { queueId } = asked.json()
    await first.app.downloads.worker.drain()
    const midway = await first.app.repos.downloads.get(queueId)
    expect(midway).toMatchObject({ state: 'building', current: 12, total: 30 })
    // What a kill in the middle of writing leaves: a half-staged document and a half-written ZIP.
    const files = first.app.downloads.files
    fs.writeFileSync(`${files.staged(queueId, `invoices/${ids[12]}.pdf`)}.tmp`, '%PDF-1.7 torn')
    fs.writeFileSync(files.zipTemporary(queueId), 'PK torn')
    await first.close()

    const second = await buildTestApp({ DATA_DIR: dataDir }, { erpHistory: true })
    try {
      const api = downloadsApi(second.app, await loginCookie(second.app, DEMO.werkstatt))
      await second.app.downloads.worker.drain()
      const resumed = (await api.status(queueId)).json()
      expect(resumed).toMatchObject({ state: 'ready', downloadStatus: { current: 30, total: 30 }, errors: [] })
      expect(second.app.downloads.worker.rendered()).toBe(18)
      expect(fs.existsSync(files.zipTemporary(queueId))).toBe(false)
      expect(fs.existsSync(files.staging(queueId))).toBe(false)

      const resumedZip = (await api.file(queueId)).rawPayload
      const uninterrupted = await buildZip(second.app, await loginCookie(second.app, DEMO.werkstatt), body)
      const referenceZip = (await api.file(uninterrupted.queueId)).rawPayload
      expect(resumedZip.length).toBeGreaterThan(30 * 1000)
      expect(resumedZip.equals(referenceZip)).toBe(true)
    } finally {
      await second.close()
    }
  }, 300_000)
})
