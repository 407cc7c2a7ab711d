import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAIL_SETTING_DEFAULTS } from '../../../../src/shared/contracts/mail-settings-constants'
import { queueCustomerNotice } from '../../../jobs/customer-notices'
import { SAME_ORIGIN } from '../../../test/auth-helpers'
import { buildInfocenterTestApp, type InfocenterTestApp } from '../../../test/infocenter-test-kit'

let t: InfocenterTestApp
beforeAll(async () => {
  t = await buildInfocenterTestApp()
})
afterAll(() => t.close())

const URL = '/api/account/mail-settings'
const read = (who: 'werkstatt' | 'flotte' = 'werkstatt') => t.get(URL, who)
const save = (payload: object, key: string | null = randomUUID(), cookie = t.cookies.werkstatt) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    payload,
    headers: { ...SAME_ORIGIN, cookie, ...(key ? { 'idempotency-key': key } : {}) },
  })
const choice = {
  orderConfirmed: false,
  orderShipped: true,
  invoiceAvailable: false,
  backorderChanged: true,
  caseStatus: false,
  coreDue: false,
}

describe('mail settings of the logged-in contact', () => {
  it('starts with the defaults, keeps a choice for this contact only, and says it is private', async () => {
    const first = await read()
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual(MAIL_SETTING_DEFAULTS)
    expect(first.headers['cache-control']).toBe('private, no-store')

    const saved = await save(choice)
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual(choice)
    expect((await read()).json()).toEqual(choice)
    expect((await read('flotte')).json()).toEqual(MAIL_SETTING_DEFAULTS)
  })

  it('replays a retried change and refuses one without key, with a missing or unknown field, or without login', async () => {
    const key = randomUUID()
    const all = {
      orderConfirmed: true,
      orderShipped: true,
      invoiceAvailable: true,
      backorderChanged: true,
      caseStatus: true,
      coreDue: true,
    }
    expect((await save(all, key)).statusCode).toBe(200)
    const replay = await save(all, key)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect((await save({ ...all, orderShipped: false }, key)).statusCode).toBe(422)
    expect((await save(all, null)).statusCode).toBe(400)
    expect((await save({ orderConfirmed: true })).statusCode).toBe(400)
    expect((await save({ ...all, newsletter: true })).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401)
  })

  it('a contact who switched invoice mails off gets none, and one again after switching back on', async () => {
    const invoice = await t.documentOf('werkstatt', 'invoice')
    const mailDir = path.join(t.dataDir, 'mail')
    const count = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml')).length : 0)
    const notify = async () => {
      await queueCustomerNotice(t.app.db, { kind: 'invoice-available', customerId: 'D1000001', documentId: invoice.document_id })
      await t.app.customerNotices.drain()
    }
    expect((await save({ ...MAIL_SETTING_DEFAULTS, invoiceAvailable: false })).statusCode).toBe(200)
    const before = count()
    await notify()
    expect(count()).toBe(before)
    expect((await save(MAIL_SETTING_DEFAULTS)).statusCode).toBe(200)
    await notify()
    expect(count()).toBe(before + 1)
  })
})
