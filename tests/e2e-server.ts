/** Starts the real server for the browser tests on a database made fresh for this run. */
import fs from 'node:fs'

fs.rmSync(process.env.DATA_DIR ?? '.tmp/e2e-data', { recursive: true, force: true })
await import('../server/server')
