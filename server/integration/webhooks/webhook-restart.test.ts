import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { buildCartTestApp } from '../../checkout/cart-test-kit'
import { loadConfig } from '../../config'
import { adminCookies, asAdmin } from '../../routes/api/admin/admin-test-kit'
import { startWebhookReceiver } from './test-support/webhook-receiver'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-restart-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

it('a shop restarted in the middle of a delivery sends the event again under the same webhook-id only', async () => {
  const receiver = await startWebhookReceiver()
  const dataDir = path.join(dir, 'data')
  const t = await buildCartTestApp(200, { DATA_DIR: dataDir })
  const admin = await adminCookies(t.app)
  const created = await asAdmin(t.app, admin, {
    method: 'POST',
    url: '/api/admin/webhooks',
    payload: { url: receiver.url, description: 'ERP', events: ['order.placed'], enabled: true },
  })
  receiver.state.secret = created.json().secret
  receiver.state.answer = () => 'hold'
  const [sku] = await t.partSkus('inStock', 1)
  await t.post('/api/checkout/cart/add', { items: [{ sku, qty: 1 }] })
  const { basHash } = await t.quote()
  await t.post('/api/checkout/placeOrder', {
    languageID: 'de',
    countryID: 'DE',
    basHash,
    shipping: { kind: 'billing' },
    transportId: 'standard',
    paymentId: 'invoice',
    acceptPolicy: true,
  })
  await receiver.waitFor(1)
  // The shop goes away while the receiver still holds the request: no answer ever reaches it.
  await t.app.close()
  receiver.state.answer = () => ({ status: 200 })

  const restarted = await buildApp(
    loadConfig({ ...t.databaseEnv, DATA_DIR: dataDir, STATIC_DIR: path.join(dir, 'no-dist'), LOG_LEVEL: 'silent' }),
    { demoParts: 200, erpHistory: false },
  )
  await restarted.ready()
  await receiver.waitFor(2)
  await restarted.webhooks.drain()
  const events = await restarted.db.selectFrom('webhook_events').select('id').execute()
  const deliveries = await restarted.db.selectFrom('webhook_deliveries').select(['state', 'attempts']).execute()
  await restarted.close()
  await receiver.close()

  expect(events).toHaveLength(1)
  expect(receiver.received.every((got) => got.verified && got.body.type === 'order.placed')).toBe(true)
  expect(new Set(receiver.received.map((got) => got.id))).toEqual(new Set([events[0]?.id]))
  expect(deliveries).toEqual([{ state: 'delivered', attempts: 1 }])
}, 30_000)
