import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { round2 } from '../../../shop/money'
import { DEMO, loginCookie } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { invoiceItem } from './erp-inbound-test-kit'
import { asSystem, createIntegrationKey } from './integration-test-kit'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let secret: string
let cookie: string
beforeAll(async () => {
  ctx = await buildTestApp()
  secret = (await createIntegrationKey(ctx.app, ['documents:write'])).secret
  cookie = await loginCookie(ctx.app, DEMO.werkstatt)
})
afterAll(() => ctx.close())

const send = (items: unknown[]) => asSystem(ctx.app, secret, { url: '/api/integration/documents', payload: { items } })

/** The test kit's invoice with the deposit of its first part (4 × 50.00) on a line after it. */
function withDeposit(documentId: string, depositAt = 1) {
  const base = invoiceItem(documentId)
  const [pads, filter] = base.lines as unknown as [Record<string, unknown>, Record<string, unknown>]
  const deposit = { ...pads, name: 'Altteilpfand', unit_price: 50, line_total: 200, line_kind: 'deposit' }
  const lines = depositAt === 1 ? [pads, deposit, filter] : [deposit, pads, filter]
  const net = round2(base.net + 200)
  const vat = round2((net * 19) / 100)
  return { ...base, lines, net, vat_total: vat, gross: round2(net + vat), vat_breakdown: [{ rate: 19, base: net, amount: vat }] }
}

describe('deposit lines through the ERP document door', () => {
  it('stores line_kind, and the customer gets the deposit as its own line in the XML', async () => {
    const response = await send([withDeposit('IN26-910001')])
    expect(response.json()).toEqual({ applied: { created: 1, updated: 0, unchanged: 0 }, refused: [] })
    const kinds = await ctx.app.db
      .selectFrom('document_lines')
      .select(['position', 'line_kind'])
      .where('document_id', '=', 'IN26-910001')
      .orderBy('position')
      .execute()
    expect(kinds.map((line) => line.line_kind)).toEqual(['goods', 'deposit', 'goods'])
    const xml = await ctx.app.inject({ method: 'GET', url: '/api/documents/IN26-910001/xml', headers: { cookie } })
    expect(xml.statusCode).toBe(200)
    expect(xml.body).toContain('<ram:Name>Core deposit (Altteilpfand) TEST-0001</ram:Name>')
    expect(xml.body).toContain('<ram:GrandTotalAmount>354.13</ram:GrandTotalAmount>')
  })

  it('refuses a deposit line that does not follow its part', async () => {
    const response = await send([withDeposit('IN26-910002', 0)])
    expect(response.json().refused).toMatchObject([{ at: 'items[0]', field: 'lines[0].line_kind', code: 'deposit-without-part' }])
  })
})
