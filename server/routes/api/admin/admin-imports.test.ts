import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO, loginCookie, SAME_ORIGIN } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { adminCookies, asAdmin } from './admin-test-kit'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let admin: string

beforeAll(async () => {
  ctx = await buildTestApp()
  admin = await adminCookies(ctx.app)
})
afterAll(() => ctx.close())
beforeEach(async () => {
  await ctx.app.db.deleteFrom('import_refusals').execute()
  await ctx.app.db.deleteFrom('import_runs').execute()
})

const upload = (query: string, body: string | Buffer, headers: Record<string, string> = {}) =>
  asAdmin(ctx.app, admin, {
    method: 'POST',
    url: `/api/admin/imports?${query}`,
    payload: body,
    headers: { 'content-type': 'application/octet-stream', ...headers },
  })

/** The run an upload started, once it has ended (the import runs on a worker thread). */
async function endedRun(runId: string) {
  let run: { status: string; mode: string; counts: string; refused: number } | undefined
  await vi.waitFor(
    async () => {
      run = await ctx.app.db
        .selectFrom('import_runs')
        .select(['status', 'mode', 'counts', 'refused'])
        .where('id', '=', runId)
        .executeTakeFirst()
      expect(run?.status).not.toBe('running')
      expect(run).toBeDefined()
    },
    { timeout: 20_000, interval: 100 },
  )
  return run as NonNullable<typeof run>
}
const runRows = async () => (await ctx.app.db.selectFrom('import_runs').select('id').execute()).length

type Run = { id: string; status?: string; lease_until?: number | null; started_at?: string; refused?: number }
async function insertRun(run: Run) {
  await ctx.app.db
    .insertInto('import_runs')
    .values({
      id: run.id,
      mode: 'delta',
      source: 'cli',
      format: 'csv',
      files: 'prices.csv\nstock.csv',
      started_by: 'ops@example.com',
      started_at: run.started_at ?? '2026-11-20T08:00:00.000Z',
      finished_at: run.status === 'running' ? null : '2026-11-20T08:01:30.000Z',
      status: (run.status ?? 'done') as 'done',
      phase: run.status === 'running' ? 'applying' : 'done',
      processed: 400,
      total: 1000,
      counts: JSON.stringify({ price: 380, stock: 17 }),
      refused: run.refused ?? 0,
      message: null,
      lease_token: run.status === 'running' ? 'token' : null,
      lease_until: run.lease_until ?? null,
    })
    .execute()
}

describe('admin: starting a catalogue import', () => {
  it('answers 202 with the run id at once, audits, imports the file on its own and removes it when the run ends', async () => {
    const part = await ctx.app.db.selectFrom('parts').select(['sku', 'stock_total']).orderBy('id').executeTakeFirstOrThrow()
    const csv = `article_id;warehouse;quantity\r\n${part.sku};WEL;777\r\n`
    const response = await upload('file=stock.csv&mode=delta', csv)
    expect(response.statusCode).toBe(202)
    const { runId } = response.json()
    const audit = (await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/audit?target=import:${runId}` })).json()
    expect(audit.items[0]).toMatchObject({ action: 'import.start', after: { file: 'stock.csv', format: 'csv', mode: 'delta' } })
    expect(await endedRun(runId)).toMatchObject({
      status: 'done',
      mode: 'delta',
      counts: JSON.stringify({ stock: 1 }),
      refused: 0,
    })
    const stock = await ctx.app.db
      .selectFrom('part_stock')
      .select('quantity')
      .where('warehouse_id', '=', 'WEL')
      .where('part_id', '=', 1)
      .executeTakeFirst()
    expect(stock?.quantity).toBe(777)
    const uploads = path.join(ctx.app.config.dataDir, 'import-uploads')
    await vi.waitFor(() => expect(fs.existsSync(path.join(uploads, runId))).toBe(false))
  })

  it('takes a file of megabytes over a real socket, chunk by chunk, to disk as it was sent', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = ctx.app.server.address() as { port: number }
    const chunk = Buffer.alloc(1024 * 1024, 'x')
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/admin/imports?file=parts.csv&mode=full',
          headers: { ...SAME_ORIGIN, cookie: admin, 'content-type': 'application/octet-stream' },
        },
        (response) => {
          let text = ''
          response.on('data', (chunk) => {
            text += chunk
          })
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
        },
      )
      request.on('error', reject)
      let sent = 0
      request.write('article_id;product_group\r\n')
      const write = () => {
        while (sent < 16) {
          sent += 1
          if (!request.write(chunk)) return void request.once('drain', write)
        }
        request.end()
      }
      write()
    })
    expect(status).toBe(202)
    // The upload was taken whole (202 comes after the last byte is on disk); its run reads the file and refuses the header.
    const { runId } = JSON.parse(body)
    expect(await endedRun(runId)).toMatchObject({ status: 'failed', mode: 'full' })
    const refusals = await ctx.app.db.selectFrom('import_refusals').select(['at', 'code']).where('run_id', '=', runId).execute()
    expect(refusals[0]).toMatchObject({ at: 'line 1', code: 'missing-column' })
  })

  it('a BMEcat file names its own mode; CSV and XLSX need one', async () => {
    const bmecat = fs.readFileSync('tests/fixtures/import/bmecat/update-prices.xml')
    const response = await upload('file=update-prices.xml', bmecat)
    expect(response.statusCode).toBe(202)
    expect(await endedRun(response.json().runId)).toMatchObject({ mode: 'delta' })
    const noMode = await upload('file=prices.xlsx', 'x')
    expect([noMode.statusCode, noMode.json().code]).toEqual([400, 'import-mode-required'])
  })

  it('refuses other file types, an empty file, a declared size past the limit, and a body that is not a raw file', async () => {
    const uploads = path.join(ctx.app.config.dataDir, 'import-uploads')
    const kept = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : [])
    const before = kept()
    const zip = await upload('file=parts.zip&mode=full', 'PK')
    expect([zip.statusCode, zip.json().code]).toEqual([415, 'import-unsupported-file'])
    const empty = await upload('file=parts.csv&mode=full', '')
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'import-empty-file'])
    const huge = await upload('file=parts.csv&mode=full', 'x', { 'content-length': String(3 * 1024 ** 3) })
    expect([huge.statusCode, huge.json().code]).toEqual([413, 'import-too-large'])
    const json = await asAdmin(ctx.app, admin, {
      method: 'POST',
      url: '/api/admin/imports?file=parts.csv&mode=full',
      payload: {},
    })
    expect(json.statusCode).toBe(415)
    expect(await runRows()).toBe(0)
    expect(kept()).toEqual(before)
  })

  it('refuses with 409 import-running while a run holds a live lease; a run whose lease ran out does not block', async () => {
    await insertRun({ id: 'live', status: 'running', lease_until: Date.now() + 60_000 })
    const refused = await upload('file=parts.csv&mode=full', 'article_id\r\nA-1\r\n')
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'import-running'])
    expect(await runRows()).toBe(1)
    // A run that starts while the file comes in: the second look refuses it, and the file goes.
    const uploads = path.join(ctx.app.config.dataDir, 'import-uploads')
    const before = fs.existsSync(uploads) ? fs.readdirSync(uploads).length : 0
    await ctx.app.db
      .updateTable('import_runs')
      .set({ lease_until: Date.now() - 1 })
      .where('id', '=', 'live')
      .execute()
    const body = new PassThrough()
    const pending = upload('file=parts.csv&mode=full', body as unknown as string)
    body.write('article_id\r\n')
    await vi.waitFor(() => expect(fs.readdirSync(uploads).length).toBe(before + 1))
    await ctx.app.db
      .updateTable('import_runs')
      .set({ lease_until: Date.now() + 60_000 })
      .where('id', '=', 'live')
      .execute()
    body.end('A-1\r\n')
    expect((await pending).json().code).toBe('import-running')
    expect(fs.readdirSync(uploads).length).toBe(before)
    expect(await runRows()).toBe(1)

    await ctx.app.db
      .updateTable('import_runs')
      .set({ lease_until: Date.now() - 1 })
      .where('id', '=', 'live')
      .execute()
    const started = await upload('file=parts.csv&mode=full', 'article_id\r\nA-1\r\n')
    expect(started.statusCode).toBe(202)
    await endedRun(started.json().runId)
  })

  it('cancels a running import at its next step; refuses while it switches and after it ended', async () => {
    await insertRun({ id: 'reading', status: 'running', lease_until: Date.now() + 60_000 })
    const cancel = (id: string) =>
      asAdmin(ctx.app, admin, { method: 'POST', url: `/api/admin/imports/${id}/cancel`, payload: {} })
    expect((await cancel('reading')).statusCode).toBe(202)
    const row = await ctx.app.db.selectFrom('import_runs').select('cancelled_by').where('id', '=', 'reading').executeTakeFirst()
    expect(row?.cancelled_by).toBe(DEMO.admin.username)
    const audit = (await asAdmin(ctx.app, admin, { method: 'GET', url: '/api/admin/audit?target=import:reading' })).json()
    expect(audit.items[0]).toMatchObject({ action: 'import.cancel' })
    await ctx.app.db
      .updateTable('import_runs')
      .set({ phase: 'switching', cancelled_by: null })
      .where('id', '=', 'reading')
      .execute()
    const late = await cancel('reading')
    expect([late.statusCode, late.json().code]).toEqual([409, 'import-switching'])
    await insertRun({ id: 'ended' })
    const ended = await cancel('ended')
    expect([ended.statusCode, ended.json().code]).toEqual([409, 'import-not-running'])
  })

  it('customers are refused before the file is read', async () => {
    const customer = await loginCookie(ctx.app, DEMO.werkstatt)
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/imports?file=parts.csv&mode=full',
      payload: 'article_id\r\n',
      headers: { ...SAME_ORIGIN, cookie: customer, 'content-type': 'application/octet-stream' },
    })
    expect(response.statusCode).toBe(403)
    expect(await runRows()).toBe(0)
  })
})

describe('admin: import runs and their reports', () => {
  it('lists runs newest first with who, files, counts and duration; one run shows progress and its first 100 refusals', async () => {
    await insertRun({ id: 'older', started_at: '2026-11-19T08:00:00.000Z' })
    await insertRun({ id: 'newer', refused: 150 })
    const refusals = Array.from({ length: 150 }, (_, seq) => ({
      run_id: 'newer',
      seq,
      file: 'prices.csv',
      at: `line ${seq + 2}`,
      field: 'price',
      code: 'negative',
      reason: 'The price is negative.',
    }))
    await ctx.app.db.insertInto('import_refusals').values(refusals).execute()

    const list = (await asAdmin(ctx.app, admin, { method: 'GET', url: '/api/admin/imports' })).json()
    expect(list.total).toBe(2)
    expect(list.items.map((r: { id: string }) => r.id)).toEqual(['newer', 'older'])
    expect(list.items[0]).toMatchObject({
      startedBy: 'ops@example.com',
      files: ['prices.csv', 'stock.csv'],
      counts: { price: 380, stock: 17 },
      refused: 150,
      seconds: 90,
    })

    const detail = (await asAdmin(ctx.app, admin, { method: 'GET', url: '/api/admin/imports/newer' })).json()
    expect(detail).toMatchObject({ phase: 'done', processed: 400, total: 1000 })
    expect(detail.refusals).toHaveLength(100)
    expect(detail.refusals[99]).toEqual({
      file: 'prices.csv',
      at: 'line 101',
      field: 'price',
      code: 'negative',
      reason: 'The price is negative.',
    })
    expect((await asAdmin(ctx.app, admin, { method: 'GET', url: '/api/admin/imports/none' })).statusCode).toBe(404)
  })

  it('the report CSV holds every refusal, defuses cells that start like a formula, and downloads as an attachment', async () => {
    await insertRun({ id: 'report', refused: 1201 })
    const rows = Array.from({ length: 1201 }, (_, seq) => ({
      run_id: 'report',
      seq,
      file: seq === 0 ? '=HYPERLINK("http://evil")' : 'parts.csv',
      at: `line ${seq + 2}`,
      field: 'article_id',
      code: 'duplicate-id',
      reason: seq === 0 ? '-1+1, "quoted"' : 'The article id is used twice.',
    }))
    for (let i = 0; i < rows.length; i += 300)
      await ctx.app.db
        .insertInto('import_refusals')
        .values(rows.slice(i, i + 300))
        .execute()

    const response = await asAdmin(ctx.app, admin, { method: 'GET', url: '/api/admin/imports/report/report.csv' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="import-2026-11-20-report-refused\.csv"$/)
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines).toHaveLength(1202)
    expect(lines[0]).toBe('file,at,field,code,reason')
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil"")",line 2,article_id,duplicate-id,"'-1+1, ""quoted"""`)
    expect(lines[1201]).toBe('parts.csv,line 1202,article_id,duplicate-id,The article id is used twice.')
  })

  it('a run id from elsewhere is only a 404', async () => {
    const id = crypto.randomUUID()
    expect((await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/imports/${id}/report.csv` })).statusCode).toBe(404)
  })
})
