import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWebhookReceiver } from '../../../integration/webhooks/test-support/webhook-receiver'
import { insertTestCase, invoicedLine } from '../../../returns/case-test-kit'
import { DEMO } from '../../../test/auth-helpers'
import { buildInfocenterTestApp, type InfocenterTestApp } from '../../../test/infocenter-test-kit'
import { adminCookies, asAdmin } from './admin-test-kit'

let t: InfocenterTestApp
let cookies: string
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
let caseId: number
beforeAll(async () => {
  t = await buildInfocenterTestApp()
  cookies = await adminCookies(t.app)
  receiver = await startWebhookReceiver()
  const line = await invoicedLine(t.app.db, 'D1000001')
  caseId = await insertTestCase(t.app.db, {
    customerId: 'D1000001',
    kind: 'core',
    lines: [{ orderNumber: line.order_number, sku: line.sku, partName: 'Turbocharger', qty: 1, unitCredit: 350 }],
  })
  await insertTestCase(t.app.db, {
    customerId: 'D1000002',
    kind: 'return',
    lines: [{ orderNumber: 'A26-000001', sku: 'Z-9', partName: 'Brake pad set', qty: 2, unitCredit: 40 }],
  })
})
afterAll(async () => {
  await receiver.close()
  await t.close()
})

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  asAdmin(t.app, cookies, { method, url, ...(payload ? { payload } : {}) })
const step = (status: string, note = '') => admin('POST', `/api/admin/service-cases/${caseId}/steps`, { status, note })

describe('admin: service cases', () => {
  it("shows a line's photos to the inspection, and no photo of another case", async () => {
    const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex')
    const { id } = await t.app.db
      .insertInto('service_form_photos')
      .values({ form_id: caseId, line_no: 1, mime: 'image/jpeg', bytes: jpeg })
      .returning('id')
      .executeTakeFirstOrThrow()
    const [line] = (await admin('GET', `/api/admin/service-cases/${caseId}`)).json().lines
    expect(line).toMatchObject({ photoCount: 1, photoIds: [id] })
    const photo = await admin('GET', `/api/admin/service-cases/${caseId}/photos/${id}`)
    expect(photo.headers['content-type']).toBe('image/jpeg')
    expect(photo.rawPayload.equals(jpeg)).toBe(true)
    expect((await admin('GET', `/api/admin/service-cases/${caseId + 1}/photos/${id}`)).statusCode).toBe(404)
  })

  it('lists cases newest first, filtered by step, kind and number, customer or article', async () => {
    const all = (await admin('GET', '/api/admin/service-cases')).json()
    expect(all).toMatchObject({ page: 1, pageSize: 25 })
    expect(all.total).toBeGreaterThanOrEqual(2)
    const cores = (await admin('GET', '/api/admin/service-cases?kind=core&status=requested')).json().items
    expect(cores.map((item: { id: number }) => item.id)).toContain(caseId)
    expect(cores.every((item: { kind: string; status: string }) => item.kind === 'core' && item.status === 'requested')).toBe(
      true,
    )
    const [byNumber] = (await admin('GET', `/api/admin/service-cases?q=${caseId}`)).json().items
    expect(byNumber).toMatchObject({ id: caseId, customerId: 'D1000001', lineCount: 1, pieces: 1, creditNoteId: null })
    const byPart = (await admin('GET', '/api/admin/service-cases?q=z-9')).json().items
    expect(byPart.map((item: { customerId: string }) => item.customerId)).toEqual(['D1000002'])
    expect((await admin('GET', '/api/admin/service-cases?status=closed')).statusCode).toBe(400)
  })

  it('shows a case with lines, timeline and next steps; moves it on, audited, with a webhook; refuses skips and bare refusals', async () => {
    const endpoint = (
      await admin('POST', '/api/admin/webhooks', {
        url: receiver.url,
        description: 'ERP',
        events: ['service_case.status_changed'],
        enabled: true,
      })
    ).json().endpoint
    const detail = (await admin('GET', `/api/admin/service-cases/${caseId}`)).json()
    expect(detail).toMatchObject({ status: 'requested', nextSteps: ['approved', 'rejected'], contactEmail: expect.any(String) })
    expect(detail.lines).toEqual([
      expect.objectContaining({ partName: 'Turbocharger', unitCredit: { value: 350, currency: 'EUR' } }),
    ])

    const skipped = await step('received')
    expect([skipped.statusCode, skipped.json().code]).toEqual([409, 'FORM_STEP_NOT_ALLOWED'])
    const bare = await step('rejected')
    expect([bare.statusCode, bare.json().code]).toEqual([422, 'FORM_NOTE_REQUIRED'])

    const approved = await step('approved', 'Send it in the original box.')
    expect(approved.statusCode).toBe(200)
    expect(approved.json()).toMatchObject({
      status: 'approved',
      nextSteps: ['received'],
      statusNote: 'Send it in the original box.',
    })
    expect(approved.json().timeline.at(-1)).toMatchObject({ status: 'approved', actor: `admin:${DEMO.admin.username}` })
    const [hook] = await receiver.waitFor(1)
    expect(hook?.body).toMatchObject({
      type: 'service_case.status_changed',
      data: { case: { id: caseId, status: 'approved', note: 'Send it in the original box.' } },
    })
    const audit = (await admin('GET', `/api/admin/audit?target=case:${detail.number}`)).json().items
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'serviceCase.step',
        adminEmail: DEMO.admin.username,
        after: expect.objectContaining({ status: 'approved' }),
      }),
    ])
    await admin('POST', `/api/admin/webhooks/${endpoint.id}/delete`)

    for (const status of ['received', 'inspected', 'credited']) expect((await step(status)).statusCode).toBe(200)
    const credited = (await admin('GET', `/api/admin/service-cases/${caseId}`)).json()
    expect(credited).toMatchObject({ status: 'credited', nextSteps: [], creditNoteId: expect.stringMatching(/^CN\d{2}-9\d{5}$/) })
    expect((await admin('POST', '/api/admin/service-cases/999999/steps', { status: 'approved', note: '' })).statusCode).toBe(404)
    expect((await admin('GET', '/api/admin/service-cases/999999')).statusCode).toBe(404)
  })
})
