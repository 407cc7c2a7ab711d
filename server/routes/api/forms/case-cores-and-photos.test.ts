import bwipjs from 'bwip-js/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHOTO_BYTES_MAX } from '../../../../src/shared/contracts/services-constants'
import { pdfTextRuns } from '../../../documents/pdf/pdf-inspection'
import { buildServicesTestApp, type ServicesTestApp } from '../../../test/services-test-kit'

let t: ServicesTestApp
let png: Buffer
beforeAll(async () => {
  t = await buildServicesTestApp()
  png = await bwipjs.toBuffer({ bcid: 'code128', text: 'PHOTO', scale: 1 })
})
afterAll(() => t.close())

type Line = Awaited<ReturnType<ServicesTestApp['documentLineOf']>>
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)])
const coreCase = (line: Line, more: object = {}) => ({
  kind: 'core',
  lines: [
    {
      documentId: line.document_id,
      position: line.position,
      qty: 1,
      reason: null,
      condition: 'complete',
      remark: '',
      photos: [],
      ...more,
    },
  ],
  remarks: '',
  languageID: 'en',
})
const returnCase = (line: Line, photos: string[]) => ({
  ...coreCase(line, { reason: 'damagedInTransit', condition: null, photos }),
  kind: 'return',
})
const setDeposit = (line: Line, depositUnit: number) =>
  t.app.db
    .updateTable('order_lines')
    .set({ deposit_unit: depositUnit })
    .where('order_number', '=', line.order_number)
    .where('sku_norm', '=', line.sku_norm)
    .execute()

describe('core cases', () => {
  it('refuses the core of a part without a deposit, and credits the deposit paid for an exchange unit', async () => {
    const line = await t.documentLineOf('werkstatt', 1, 5)
    const refused = await t.post('/api/forms', coreCase(line))
    expect(refused.json()).toMatchObject({ code: 'FORM_LINE_NO_CORE', details: { lineIndex: 0 } })
    await setDeposit(line, 180)
    const returnable = (await t.get(`/api/forms/returnable?documentId=${line.document_id}`)).json()
    expect(returnable.lines.find((l: { position: number }) => l.position === line.position)).toMatchObject({
      deposit: { value: 180, currency: 'EUR' },
      isExchangeUnit: true,
    })
    const created = (await t.post('/api/forms', coreCase(line, { condition: 'damaged' }))).json()
    expect(created.number).toMatch(/^C-\d{6}$/)
    expect(created.lines[0]).toMatchObject({ condition: 'damaged', reason: null, unitCredit: { value: 180, currency: 'EUR' } })
    const stored = await t.app.db
      .selectFrom('service_form_lines')
      .select(['unit_credit', 'vat_rate', 'currency'])
      .where('form_id', '=', created.id)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ unit_credit: 180, vat_rate: 19, currency: 'EUR' })
  })

  it('hides the deposit from a caller who may not see prices, but still says the part is an exchange unit', async () => {
    const line = await t.documentLineOf('einkauf', 1, 0)
    await setDeposit(line, 95)
    const row = (await t.get(`/api/forms/returnable?documentId=${line.document_id}`, 'einkauf'))
      .json()
      .lines.find((l: { position: number }) => l.position === line.position)
    expect(row).toMatchObject({ deposit: null, isExchangeUnit: true })
  })
})

describe('photos of a case line', () => {
  it('stores up to five JPEG, WebP or PNG photos per line and shows them to their customer only', async () => {
    const line = await t.documentLineOf('werkstatt', 1, 15)
    const created = (
      await t.post('/api/forms', returnCase(line, [dataUrl('image/png', png), dataUrl('image/jpeg', jpeg)]))
    ).json()
    expect(created.lines[0]).toMatchObject({ photoCount: 2 })
    const [pngId, jpegId] = created.lines[0].photoIds
    const photo = await t.get(`/api/forms/${created.id}/photos/${pngId}`)
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/png')
    expect(photo.rawPayload.equals(png)).toBe(true)
    expect((await t.get(`/api/forms/${created.id}/photos/${jpegId}`)).headers['content-type']).toBe('image/jpeg')
    expect((await t.get(`/api/forms/${created.id}/photos/${pngId}`, 'flotte')).statusCode).toBe(404)
    expect((await t.get(`/api/forms/${created.id + 1000}/photos/${pngId}`)).statusCode).toBe(404)
  })

  it('refuses a sixth photo, a file that is not what it claims, and one too large', async () => {
    const line = await t.documentLineOf('werkstatt', 1, 25)
    const six = Array.from({ length: 6 }, () => dataUrl('image/png', png))
    expect((await t.post('/api/forms', returnCase(line, six))).json()).toMatchObject({
      code: 'FORM_TOO_MANY_PHOTOS',
      details: { lineIndex: 0, max: 5 },
    })
    const bad: string[] = [
      dataUrl('image/jpeg', png),
      dataUrl('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      dataUrl('image/jpeg', Buffer.concat([jpeg, Buffer.alloc(PHOTO_BYTES_MAX)])),
    ]
    for (const photo of bad) {
      const response = await t.post('/api/forms', returnCase(line, [dataUrl('image/png', png), photo]))
      expect(response.json(), photo.slice(0, 30)).toMatchObject({ code: 'FORM_PHOTO_INVALID', details: { photoIndex: 1 } })
    }
  })
})

describe('the return slip', () => {
  it('prints the case number, the sender and every line, and tells to put it in the box; 404 for another customer', async () => {
    const line = await t.documentLineOf('werkstatt', 1, 35)
    const created = (await t.post('/api/forms', { ...returnCase(line, []), remarks: 'Pallet 2 of 2' })).json()
    const slip = await t.get(`/api/forms/${created.id}/pdf?languageID=en`)
    expect(slip.statusCode).toBe(200)
    expect(slip.headers['content-type']).toBe('application/pdf')
    const text = pdfTextRuns(slip.rawPayload).join('\n')
    for (const expected of [
      'Return slip',
      created.number,
      line.document_id,
      line.sku,
      created.lines[0].partName,
      'Damaged in transit',
      'Pallet 2 of 2',
      'Put this slip in the box',
    ])
      expect(text).toContain(expected)
    // The QR code and the barcode are images on the page.
    expect(slip.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2)
    const german = pdfTextRuns((await t.get(`/api/forms/${created.id}/pdf?languageID=de`)).rawPayload).join('\n')
    expect(german).toContain('Rücksendeschein')
    expect((await t.get(`/api/forms/${created.id}/pdf`, 'flotte')).statusCode).toBe(404)
  })
})
