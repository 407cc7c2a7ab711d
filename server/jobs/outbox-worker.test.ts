import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { buildCartTestApp, type CartTestApp } from '../checkout/cart-test-kit'
import { loadConfig } from '../config'
import { createJobRepository } from '../db/repositories/job-repository'
import { createOutboxWorker, OUTBOX_JOB_KIND } from './outbox-worker'

let t: CartTestApp
beforeAll(async () => {
  t = await buildCartTestApp(200)
})
afterAll(() => t.close())

describe('ERP outbox', () => {
  it('a job left pending by a stopped server is written when the next one starts', async () => {
    const [sku] = await t.partSkus('inStock', 1)
    await t.post('/api/checkout/cart/add', { items: [{ sku, qty: 1 }] })
    const quote = await t.quote()
    const placed = await t.post('/api/checkout/placeOrder', {
      languageID: 'de',
      countryID: 'DE',
      basHash: quote.basHash,
      shipping: { kind: 'billing' },
      transportId: 'pickup',
      paymentId: 'prepayment',
      acceptPolicy: true,
    })
    const number = placed.json().orderNumbers.first
    await t.app.checkout.outbox.drain()
    const file = path.join(t.dataDir, 'outbox', `${number}.json`)
    expect(fs.existsSync(file)).toBe(true)

    // As if the server had stopped between commit and export: the job is pending, the file missing.
    fs.rmSync(file)
    await t.app.db.updateTable('jobs').set({ state: 'pending', attempts: 0, run_after: 0 }).execute()
    const restarted = await buildApp(
      loadConfig({ ...t.databaseEnv, DATA_DIR: t.dataDir, STATIC_DIR: path.join(t.dataDir, '..', 'dist'), LOG_LEVEL: 'silent' }),
    )
    await restarted.ready()
    await restarted.checkout.outbox.drain()
    await restarted.close()
    const exported = JSON.parse(fs.readFileSync(file, 'utf8'))
    expect(exported).toMatchObject({ format: 1, order: { orderNumber: number, payment: { id: 'prepayment' } } })
    // Only the export's own jobs: the order also left an order-confirmation mail job.
    const states = await t.app.db.selectFrom('jobs').select('state').where('kind', '=', OUTBOX_JOB_KIND).execute()
    expect(states.map((row) => row.state)).toEqual(['done'])
  })
})

describe('ERP outbox after a crash', () => {
  const logged = { warn: [] as string[], error: [] as string[] }
  const log = {
    warn: (_: object, msg: string) => logged.warn.push(msg),
    error: (_: object, msg: string) => logged.error.push(msg),
  }
  const pending = async () =>
    (await t.app.db.selectFrom('jobs').select('id').where('state', '=', 'pending').where('kind', '=', OUTBOX_JOB_KIND).execute())
      .length

  it('drains a backlog of many batches in one run, not one batch per retry tick', async () => {
    const jobs = createJobRepository(t.app.db)
    for (let i = 0; i < 65; i += 1) await jobs.enqueue(OUTBOX_JOB_KIND, { orderNumbers: [] })
    await createOutboxWorker(t.app.db, t.dataDir, log).drain()
    expect(await pending()).toBe(0)
  })

  it('removes temporary files a crash left in the outbox before it writes', async () => {
    const outbox = path.join(t.dataDir, 'outbox')
    fs.mkdirSync(outbox, { recursive: true })
    const leftover = path.join(outbox, 'A26-000001.json.tmp-424242')
    fs.writeFileSync(leftover, '{"half":')
    await createOutboxWorker(t.app.db, t.dataDir, log).drain()
    expect(fs.existsSync(leftover)).toBe(false)
  })

  it('a job that failed for good is logged at error level; earlier failures only warn', async () => {
    const jobs = createJobRepository(t.app.db)
    await jobs.enqueue(OUTBOX_JOB_KIND, { broken: true })
    await t.app.db.updateTable('jobs').set({ attempts: 8 }).where('state', '=', 'pending').execute()
    const worker = createOutboxWorker(t.app.db, t.dataDir, log)
    await worker.drain()
    expect(logged.error).toEqual([])
    await t.app.db.updateTable('jobs').set({ run_after: 0 }).where('state', '=', 'pending').execute()
    await worker.drain()
    expect(logged.error).toEqual(['outbox job failed for good'])
    const failed = await t.app.db.selectFrom('jobs').select('state').where('payload', 'like', '%broken%').execute()
    expect(failed.map((row) => row.state)).toEqual(['failed'])
  })
})
