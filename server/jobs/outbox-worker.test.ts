import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { buildCartTestApp, type CartTestApp } from '../checkout/cart-test-kit'
import { loadConfig } from '../config'

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
      loadConfig({ DATA_DIR: t.dataDir, STATIC_DIR: path.join(t.dataDir, '..', 'dist'), LOG_LEVEL: 'silent' }),
    )
    await restarted.ready()
    await restarted.checkout.outbox.drain()
    await restarted.close()
    const exported = JSON.parse(fs.readFileSync(file, 'utf8'))
    expect(exported).toMatchObject({ format: 1, order: { orderNumber: number, payment: { id: 'prepayment' } } })
    const states = await t.app.db.selectFrom('jobs').select('state').execute()
    expect(states.map((row) => row.state)).toEqual(['done'])
  })
})
