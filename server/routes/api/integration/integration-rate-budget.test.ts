import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { asSystem, createIntegrationKey } from './integration-test-kit'

// At 10 calls a minute for the shop, the integration-batch group gets max(1, 60 × 10 / 600) = 1 per key and route.
let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '10' })
})
afterAll(() => ctx.close())

it('counts batches per integration key: one system past its budget does not slow another', async () => {
  const first = (await createIntegrationKey(ctx.app, ['stock:write'], 'ERP')).secret
  const second = (await createIntegrationKey(ctx.app, ['stock:write'], 'WMS')).secret
  const call = (secret: string) =>
    asSystem(ctx.app, secret, {
      url: '/api/integration/stock',
      payload: { items: [{ article_id: 'A-1' }] },
      idempotencyKey: null,
    })
  expect((await call(first)).statusCode).toBe(400)
  const limited = await call(first)
  expect(limited.statusCode).toBe(429)
  expect(limited.json().code).toBe('RATE_LIMITED')
  expect((await call(second)).statusCode).toBe(400)
})
