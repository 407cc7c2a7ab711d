/**
 * What the benchmarks share: a free port, an API login, one timed request over a keep-alive agent,
 * percentiles, the server's memory.
 */
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import SQLite from 'better-sqlite3'

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * Logs a customer in at the local server and returns the Bearer token and the customer id. A call
 * without the session cookie needs no origin headers (server/auth/csrf.ts).
 */
export async function apiLogin(
  port: number,
  credentials: { username: string; password: string },
): Promise<{ token: string; customerId: string }> {
  const response = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  if (!response.ok) throw new Error(`login ${credentials.username}: ${response.status}`)
  const body = (await response.json()) as { accessToken: string; userInfo: { customerId: string } }
  return { token: body.accessToken, customerId: body.userInfo.customerId }
}

export type TimedAnswer = { status: number; ms: number; body: string }

/** One request to the local server, timed from sending to the last byte of the answer. */
export function timedRequest(
  agent: http.Agent,
  port: number,
  request: { method?: string; path: string; headers?: http.OutgoingHttpHeaders; body?: string },
): Promise<TimedAnswer> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const headers = request.body
      ? { ...request.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(request.body) }
      : request.headers
    const req = http.request(
      { host: '127.0.0.1', port, method: request.method ?? 'GET', path: request.path, agent, headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            body: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(request.body)
  })
}

/** The p-quantile (0 … 1) of an ascending list. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN

/**
 * A memory line of a process in MiB (Linux): VmRSS now, or VmHWM, its peak so far (the kernel keeps
 * the high-water mark per process); 0 when the line is missing.
 */
export function memoryMiB(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024
}

/** The body of a `placeOrder` as the kill benches send it: to the billing address, standard, on invoice. */
export function placeOrderBody(locale: object, basHash: unknown, customerOrderReference: string) {
  return {
    ...locale,
    basHash,
    shipping: { kind: 'billing' },
    transportId: 'standard',
    paymentId: 'invoice',
    customerOrderReference,
    acceptPolicy: true,
  }
}

/** 50 parts with plenty of stock from a shop's SQLite file, as the cart names them: orders of them ship whole. */
export function wellStockedSkus(dataDir: string): string[] {
  const catalogue = new SQLite(path.join(dataDir, 'shop.sqlite'), { readonly: true })
  try {
    const rows = catalogue
      .prepare('SELECT vendor_id, sku FROM parts WHERE stock_total >= 500 ORDER BY id LIMIT 50')
      .all() as Array<{ vendor_id: string; sku: string }>
    return rows.map((part) => `${part.vendor_id}-${part.sku}`)
  } finally {
    catalogue.close()
  }
}
