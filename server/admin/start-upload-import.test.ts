import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { removeStaleUploads, uploadFolder } from './start-upload-import'

it('removes upload folders a stopped process left behind a day ago, and keeps a fresh one', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'))
  const old = uploadFolder(dataDir, 'old-run')
  const fresh = uploadFolder(dataDir, 'fresh-run')
  for (const folder of [old, fresh]) {
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(path.join(folder, 'parts.csv'), 'article_id\r\n')
  }
  const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000)
  fs.utimesSync(old, dayAgo, dayAgo)
  removeStaleUploads(dataDir)
  expect([fs.existsSync(old), fs.existsSync(fresh)]).toEqual([false, true])
  fs.rmSync(dataDir, { recursive: true, force: true })
})
