import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertTestCase, invoicedLine } from '../../../returns/case-test-kit'
import { DEMO } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { asSystem, createIntegrationKey } from './integration-test-kit'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let secret: string
let caseId: number
let customerId: string
beforeAll(async () => {
  ctx = await buildTestApp({ DEMO_USERS: 'true' }, { erpHistory: true })
  secret = (await createIntegrationKey(ctx.app, ['orders:write'])).secret
  const contact = await ctx.app.db
    .selectFrom('contacts')
    .selectAll()
    .where('email', '=', DEMO.werkstatt.username)
    .executeTakeFirstOrThrow()
  customerId = contact.customer_id
  // A case as the forms page leaves it: requested, on a line the customer has an invoice for.
  const line = await invoicedLine(ctx.app.db, customerId)
  caseId = await insertTestCase(ctx.app.db, {
    customerId,
    kind: 'core',
    lines: [{ orderNumber: line.order_number, sku: line.sku, partName: 'Alternator 28 V', qty: 1, unitCredit: 120 }],
  })
})
afterAll(() => ctx.close())

const push = (items: object[]) => asSystem(ctx.app, secret, { url: '/api/integration/service-cases', payload: { items } })
const caseRow = () => ctx.app.db.selectFrom('service_forms').selectAll().where('id', '=', caseId).executeTakeFirstOrThrow()

describe('POST /api/integration/service-cases', () => {
  it('moves a case on one step; the note is kept for the customer; the same item again changes nothing', async () => {
    const item = { case_id: caseId, status: 'approved', note: 'Send it with the slip.' }
    expect((await push([item])).json()).toEqual({ applied: { created: 0, updated: 1, unchanged: 0 }, refused: [] })
    const row = await caseRow()
    expect(row).toMatchObject({ status: 'approved', status_note: 'Send it with the slip.' })
    expect(row.updated_at).not.toBeNull()
    expect((await push([item])).json().applied).toEqual({ created: 0, updated: 0, unchanged: 1 })
    expect((await caseRow()).updated_at).toBe(row.updated_at)
  })

  it('refuses a skipped step, a refusal without a note, an unknown case, and a status the ERP may not set', async () => {
    const response = await push([
      { case_id: caseId, status: 'credited' },
      { case_id: 999_999, status: 'approved' },
    ])
    expect(response.statusCode).toBe(207)
    expect(response.json().refused).toEqual([
      expect.objectContaining({ at: 'items[0]', field: 'status', code: 'step-not-allowed' }),
      expect.objectContaining({ at: 'items[1]', field: 'case_id', code: 'unknown-case' }),
    ])
    expect((await caseRow()).status).toBe('approved')
    expect((await push([{ case_id: caseId, status: 'received' }])).statusCode).toBe(200)
    expect((await push([{ case_id: caseId, status: 'inspected' }])).statusCode).toBe(200)
    expect((await push([{ case_id: caseId, status: 'refused' }])).json().refused).toEqual([
      expect.objectContaining({ field: 'note', code: 'note-required' }),
    ])
    expect((await push([{ case_id: caseId, status: 'requested' }])).statusCode).toBe(400)
  })

  it('credits an inspected case with the shop’s credit note, timeline by the ERP', async () => {
    expect((await push([{ case_id: caseId, status: 'credited', note: 'Core complete.' }])).statusCode).toBe(200)
    const row = await caseRow()
    expect(row.credit_note_id).toMatch(/^CN\d{2}-9\d{5}$/)
    const steps = await ctx.app.db
      .selectFrom('service_form_events')
      .select(['status', 'actor'])
      .where('form_id', '=', caseId)
      .orderBy('id')
      .execute()
    expect(steps.map((step) => `${step.status}:${step.actor}`)).toEqual([
      'requested:customer',
      'approved:erp',
      'received:erp',
      'inspected:erp',
      'credited:erp',
    ])
  })

  it('needs orders:write', async () => {
    const other = (await createIntegrationKey(ctx.app, ['customers:write'])).secret
    const response = await asSystem(ctx.app, other, {
      url: '/api/integration/service-cases',
      payload: { items: [{ case_id: caseId, status: 'approved' }] },
    })
    expect(response.statusCode).toBe(403)
  })
})
