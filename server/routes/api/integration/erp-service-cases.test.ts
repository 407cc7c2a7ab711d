import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, loginCookie } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { asSystem, createIntegrationKey } from './integration-test-kit'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let secret: string
let caseId: number
beforeAll(async () => {
  ctx = await buildTestApp({ DEMO_USERS: 'true' })
  secret = (await createIntegrationKey(ctx.app, ['orders:write'])).secret
  const contact = await ctx.app.db
    .selectFrom('contacts')
    .selectAll()
    .where('email', '=', DEMO.werkstatt.username)
    .executeTakeFirstOrThrow()
  // A case as the forms page submits it (server/routes/api/forms); only its status matters here.
  const row = await ctx.app.db
    .insertInto('service_forms')
    .values({
      customer_id: contact.customer_id,
      contact_id: contact.contact_id,
      kind: 'return',
      order_number: 'W-1',
      position: 1,
      vendor_id: 'V',
      sku: 'A-1',
      part_name: 'Brake disc',
      qty: 1,
      reason: 'wrongPart',
      description: '',
      status: 'submitted',
      language: 'en',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  caseId = row.id
})
afterAll(() => ctx.close())

const push = (items: object[]) => asSystem(ctx.app, secret, { url: '/api/integration/service-cases', payload: { items } })
const caseRow = () => ctx.app.db.selectFrom('service_forms').selectAll().where('id', '=', caseId).executeTakeFirstOrThrow()

describe('POST /api/integration/service-cases', () => {
  it('moves a case on; the customer sees the status and the note; the same item again changes nothing', async () => {
    const item = { case_id: caseId, status: 'approved', note: 'Credit note follows.' }
    expect((await push([item])).json()).toEqual({ applied: { created: 0, updated: 1, unchanged: 0 }, refused: [] })
    const row = await caseRow()
    expect(row).toMatchObject({ status: 'approved', status_note: 'Credit note follows.' })
    expect(row.updated_at).not.toBeNull()
    const cookie = await loginCookie(ctx.app, DEMO.werkstatt)
    // The note reaches the customer through the case's timeline (service_form_events, written by server/returns/move-case*).
    const cases = (await ctx.app.inject({ method: 'GET', url: '/api/forms', headers: { cookie } })).json().cases
    expect(cases.find((form: { id: number }) => form.id === caseId)).toMatchObject({ status: 'approved' })
    await push([item])
    expect((await caseRow()).updated_at).toBe(row.updated_at)
  })

  it('refuses an unknown case and a status the ERP may not set', async () => {
    const response = await push([{ case_id: 999_999, status: 'closed' }])
    expect(response.statusCode).toBe(207)
    expect(response.json().refused).toEqual([expect.objectContaining({ at: 'items[0]', field: 'case_id', code: 'unknown-case' })])
    expect((await push([{ case_id: caseId, status: 'submitted' }])).statusCode).toBe(400)
  })

  it('needs orders:write', async () => {
    const other = (await createIntegrationKey(ctx.app, ['customers:write'])).secret
    const response = await asSystem(ctx.app, other, {
      url: '/api/integration/service-cases',
      payload: { items: [{ case_id: caseId, status: 'closed' }] },
    })
    expect(response.statusCode).toBe(403)
  })
})
