import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp, placeOrderBody } from '../checkout/cart-test-kit'
import { OUTBOX_JOB_KIND } from './outbox-worker'

let t: CartTestApp
beforeAll(async () => {
  t = await buildCartTestApp(200, { ERP_ORDER_FILES: 'off' })
})
afterAll(() => t.close())

it('with ERP_ORDER_FILES=off a placed order leaves no JSON file in the outbox', async () => {
  const [sku] = await t.partSkus('inStock', 1)
  await t.post('/api/checkout/cart/add', { items: [{ sku, qty: 1 }] })
  const placed = await t.post('/api/checkout/placeOrder', placeOrderBody((await t.quote()).basHash))
  expect(placed.statusCode).toBe(200)
  await t.app.checkout.outbox.drain()
  const outbox = path.join(t.dataDir, 'outbox')
  expect(fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).toEqual([])
  expect(await t.app.db.selectFrom('jobs').select('id').where('kind', '=', OUTBOX_JOB_KIND).execute()).toEqual([])
})
