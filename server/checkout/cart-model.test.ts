import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp } from './cart-test-kit'

/**
 * Model-based test of the cart API: random sequences of add / update / delete, with keys drawn from a
 * small pool so the same key comes back with the same payload (a replay) or another one (a misuse).
 * A plain Map is the model; after every command the real status and the real cart must match it.
 */
type Command =
  | { type: 'add'; parts: number[]; qty: number; key: number }
  | { type: 'update'; part: number; qty: number; key: number }
  | { type: 'delete'; parts: number[]; key: number }
  /** The offline queue's case: the last change sent again, same key and payload. */
  | { type: 'retry' }

const PARTS = 4
const KEYS = 4
const part = fc.integer({ min: 0, max: PARTS - 1 })
const qty = fc.integer({ min: 1, max: 20 })
const key = fc.integer({ min: 0, max: KEYS - 1 })
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ type: fc.constant('add' as const), parts: fc.array(part, { minLength: 1, maxLength: 2 }), qty, key }),
  fc.record({ type: fc.constant('update' as const), part, qty, key }),
  fc.record({ type: fc.constant('delete' as const), parts: fc.uniqueArray(part, { minLength: 1, maxLength: 2 }), key }),
  fc.constant({ type: 'retry' as const }),
)

let t: CartTestApp
let skus: string[]
beforeAll(async () => {
  // Thousands of calls as one customer within a minute: the model checks the cart, not the rate limit.
  t = await buildCartTestApp(300, { RATE_LIMIT_PER_MINUTE: '1000000' })
  skus = await t.partSkus('inStock', PARTS)
})
afterAll(() => t.close())

const BOGUS_ID = 900_000_000
const locale = { languageID: 'de', countryID: 'DE' }

describe('cart API against a model', () => {
  it('runs 1,000 random command sequences with repeated keys and 0 divergences', async () => {
    let sequences = 0
    let commands = 0
    let replays = 0
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (sequence) => {
        sequences++
        await t.app.db.deleteFrom('cart_items').execute()
        const keys = Array.from({ length: KEYS }, () => randomUUID())
        // Model state: the cart's lines in order (payload sku → qty, item id learned from the quote) and the keys used.
        const cart = new Map<string, { qty: number; id: number }>()
        const used = new Map<string, { route: string; payload: string; status: number; body: string }>()

        let last: Exclude<Command, { type: 'retry' }> | null = null
        for (const next of sequence) {
          const cmd: Exclude<Command, { type: 'retry' }> | null = next.type === 'retry' ? last : next
          if (!cmd) continue
          last = cmd
          commands++
          const idOf = (index: number) => cart.get(skus[index] as string)?.id ?? BOGUS_ID + index
          let route: string
          let payload: object
          let expected: () => number
          if (cmd.type === 'add') {
            route = '/api/checkout/cart/add'
            const lines = cmd.parts.map((index) => skus[index] as string)
            payload = { items: lines.map((sku) => ({ sku, qty: cmd.qty })) }
            expected = () => {
              if (new Set(lines).size !== lines.length || lines.some((sku) => cart.has(sku))) return 422
              for (const sku of lines) cart.set(sku, { qty: cmd.qty, id: -1 })
              return 200
            }
          } else if (cmd.type === 'update') {
            route = '/api/checkout/cart/update/'
            const sku = skus[cmd.part] as string
            payload = { item_id: idOf(cmd.part), sku: sku.slice(sku.indexOf('-') + 1), qty: cmd.qty, ...locale }
            expected = () => {
              const line = cart.get(sku)
              if (!line) return 404
              line.qty = cmd.qty
              return 200
            }
          } else {
            route = '/api/checkout/cart/delete'
            payload = { item_ids: cmd.parts.map(idOf), ...locale }
            expected = () => {
              if (cmd.parts.some((index) => !cart.has(skus[index] as string))) return 404
              for (const index of cmd.parts) cart.delete(skus[index] as string)
              return 200
            }
          }

          const keyValue = keys[cmd.key] as string
          const response = await t.post(route, payload, { key: keyValue })
          const previous = used.get(keyValue)
          const text = JSON.stringify(payload)
          if (previous && (previous.route !== route || previous.payload !== text)) {
            expect(response.statusCode, 'same key, other payload').toBe(422)
          } else if (previous) {
            replays++
            expect(response.statusCode, 'replay status').toBe(previous.status)
            expect(response.body, 'replay body').toBe(previous.body)
          } else {
            expect(response.statusCode, `${cmd.type} ${text}`).toBe(expected())
            used.set(keyValue, { route, payload: text, status: response.statusCode, body: response.body })
          }

          const quote = await t.quote()
          const real = quote.items.map((item: { vendorId: string; sku: string; qty: number }) => [
            `${item.vendorId}-${item.sku}`,
            item.qty,
          ])
          expect(real).toEqual([...cart].map(([sku, line]) => [sku, line.qty]))
          for (const item of quote.items) {
            const line = cart.get(`${item.vendorId}-${item.sku}`)
            if (line) line.id = item.item_id
          }
        }
      }),
      { numRuns: 1000, seed: Number(process.env.CART_MODEL_SEED ?? 20261122) },
    )
    console.info(`cart model: ${sequences} sequences, ${commands} commands, ${replays} replays, 0 divergences`)
    expect(sequences).toBeGreaterThanOrEqual(1000)
  }, 600_000)
})
