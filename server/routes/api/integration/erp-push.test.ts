import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEml } from '../../../mail/eml-test-kit'
import { login, SAME_ORIGIN, sessionCookieOf } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { createIntegrationKey } from './integration-test-kit'

const run = promisify(execFile)
let ctx: Awaited<ReturnType<typeof buildTestApp>>
let url: string
let secret: string
beforeAll(async () => {
  ctx = await buildTestApp()
  secret = (await createIntegrationKey(ctx.app, ['customers:write', 'orders:write', 'documents:write'])).secret
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => ctx.close())

/** Runs the reference client as a person would (npm run erp:push), with the key from the environment. */
async function push(folder: string) {
  try {
    const { stdout } = await run('npx', ['tsx', 'scripts/erp-push.ts', folder, '--url', url], {
      env: { ...process.env, ERP_PUSH_KEY: secret },
    })
    return { code: 0, stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string }
    return { code: failed.code, stdout: failed.stdout }
  }
}

describe('npm run erp:push (scripts/erp-push.ts)', () => {
  it('sends the worked example in name order; a second run replays and applies nothing twice', async () => {
    const first = await push('docs/erp-example')
    expect(first).toMatchObject({ code: 0 })
    for (const file of ['01-customers', '02-contacts', '03-orders', '04-documents']) {
      expect(first.stdout).toContain(`${file}.json: applied 1, refused 0`)
    }
    const jobs = () => ctx.app.db.selectFrom('jobs').select('id').where('kind', '=', 'contact-invitation-mail').execute()
    expect(await jobs()).toHaveLength(1)
    expect((await push('docs/erp-example')).code).toBe(0)
    expect(await jobs()).toHaveLength(1)
  })

  it("docs/erp-exchange.md's worked example: the invited contact sets a password, logs in and finds the invoice", async () => {
    await push('docs/erp-example')
    await ctx.app.contactInvitations.drain()
    const mailDir = path.join(ctx.dataDir, 'mail')
    const invitation = fs
      .readdirSync(mailDir)
      .map((name) => readEml(fs.readFileSync(path.join(mailDir, name), 'utf8')))
      .find((mail) => mail.headers.get('to')?.includes('einkauf@nordlicht-spedition.example'))
    const token = /\/password-reset\/([\w-]{43})/.exec(invitation?.text ?? '')?.[1]
    if (!token) throw new Error('no invitation mail with a link')
    const password = 'Nordlicht-2026!'
    const set = await ctx.app.inject({
      method: 'POST',
      url: `/api/password/reset/${token}`,
      headers: SAME_ORIGIN,
      payload: { password },
    })
    expect(set.statusCode).toBeLessThan(300)
    const session = await login(ctx.app, { username: 'einkauf@nordlicht-spedition.example', password })
    expect(session.statusCode).toBe(200)
    const cookie = sessionCookieOf(session)
    const list = await ctx.app.inject({ method: 'GET', url: '/api/documents?type=invoice', headers: { cookie } })
    expect(list.json().items.map((item: { documentId: string }) => item.documentId)).toEqual(['IN26-004711'])
    const pdf = await ctx.app.inject({ method: 'GET', url: '/api/documents/IN26-004711/pdf', headers: { cookie } })
    expect(pdf.headers['content-type']).toContain('application/pdf')
  })

  it('prints refused items by their place in the file and exits 1', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-push-'))
    fs.writeFileSync(path.join(folder, 'service-cases.json'), JSON.stringify([{ case_id: 987_654, status: 'approved' }]))
    const result = await push(folder)
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('items[0] case_id: unknown-case')
    expect(result.stdout).toContain('service-cases.json: applied 0, refused 1')
  })
})
