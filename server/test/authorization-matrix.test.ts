import crypto from 'node:crypto'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DocumentType } from '../../src/shared/contracts/documents-constants'
import { INTEGRATION_SCOPES } from '../../src/shared/contracts/integration-constants'
import { SESSION_TTL_SECONDS } from '../auth/session-token'
import { seedReadyDownload } from '../downloads/test-support/seed-ready-download'
import { insertTestCase } from '../returns/case-test-kit'
import { createIntegrationKey } from '../routes/api/integration/integration-test-kit'
import { DEMO, SAME_ORIGIN } from './auth-helpers'
import { buildTestApp } from './build-test-app'
import { insertPayment } from './online-payment-fixture'

/**
 * Every API route the app has at run time × every kind of caller, each through the cookie and
 * through a Bearer header. Routes come from the app itself (the auth plugin records them as they
 * are registered), so a route someone adds later fails this test until it is classified below.
 *
 * public        anyone; a forged or expired token is treated as no token (never 401/403)
 * live-or-none  anyone without a token, or with a valid session; a token that no longer verifies (expired,
 *               forged) gets 401, so a session that ended is never answered as a visitor (search, SPEC.md §4)
 * any-customer  a valid session of any customer or admin; everyone else 401
 * own-resource  the owning customer only; another customer (and an admin of another customer) gets 404
 * admin         administrators; customers 403, everyone else 401
 * integration   systems with an integration key (issue 28); customers and admins 403, everyone else 401
 *
 * The `integration` caller holds an integration key with every scope, sent as `X-Integration-Key` (in
 * place of the cookie) and as `Authorization: Bearer ik_…`; everywhere else it is nobody (public routes
 * answer it as anyone, the others 401).
 */
type Access = 'public' | 'live-or-none' | 'any-customer' | 'own-resource' | 'admin' | 'integration'
type Caller = 'anonymous' | 'customerA' | 'customerB' | 'admin' | 'expired' | 'tampered' | 'algNone' | 'integration'
type Sample = Pick<InjectOptions, 'url' | 'payload' | 'query'>
type Expectation = {
  access: Access
  /**
   * A request that is valid for the route. Without one, an allowed caller only has to get past
   * access control (no 401/403/5xx; a 400 for the empty input is fine) — refusals are checked
   * before input validation (a route's `config.auth`, checked in server/plugins/auth.ts's onRequest), so they hold either way.
   */
  sample?: (n: number) => Sample
  /** own-resource: creates a resource of customer A and returns the request that reads or changes it. */
  ownedByA?: (app: FastifyInstance, customerA: string, n: number) => Promise<Sample>
}

/** Customer A's own order and documents come from the demo ERP history seeded at start. */
async function ownOrder(app: FastifyInstance, customerId: string): Promise<string> {
  const row = await app.db
    .selectFrom('orders')
    .select('order_number')
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow()
  return row.order_number
}
async function ownDocument(app: FastifyInstance, customerId: string, type: DocumentType): Promise<string> {
  const row = await app.db
    .selectFrom('documents')
    .select('document_id')
    .where('customer_id', '=', customerId)
    .where('type', '=', type)
    .executeTakeFirstOrThrow()
  return row.document_id
}

/** A finished (failed) payment of customer A: reading, starting or returning to it touches no provider. */
async function ownPayment(app: FastifyInstance, customerId: string): Promise<string> {
  const paymentId = `P26${crypto.randomBytes(6).toString('hex').toUpperCase()}`
  await insertPayment(app.db, { paymentId, customerId, method: 'card', status: 'failed', failure: 'declined' })
  return paymentId
}

const noBody = { payload: {} }
const unique = (n: number) => `${n}-${crypto.randomUUID().slice(0, 8)}`

const EXPECTATIONS: Record<string, Expectation> = {
  'GET /api/docs': { access: 'public' },
  'GET /api/content-data': { access: 'public', sample: () => ({ query: { languageID: 'de' } }) },
  'GET /api/meta': { access: 'public' },
  'GET /api/wording-overrides': { access: 'public', sample: () => ({ query: { languageID: 'de' } }) },
  'GET /api/admin/wording-overrides': { access: 'admin', sample: () => ({ query: { languageID: 'de' } }) },
  'PUT /api/admin/wording-overrides': {
    access: 'admin',
    sample: (n) => ({ payload: { languageID: 'de', id: `matrix.${n}`, text: n % 2 ? 'Matrix' : '' } }),
  },
  'GET /api/country': { access: 'public', sample: () => ({ query: { languageID: 'de', countryID: 'DE' } }) },
  'GET /api/countries': { access: 'public', sample: () => ({ query: { languageID: 'de' } }) },
  'POST /api/error-log': { access: 'public', sample: () => ({ payload: { logLevel: 'warn', message: 'matrix' } }) },
  'POST /api/login': { access: 'public', sample: () => ({ payload: DEMO.werkstatt }) },
  'POST /api/logout': { access: 'public', sample: () => noBody },
  'POST /api/logoutKih': { access: 'public', sample: () => noBody },
  'POST /api/password/reset': {
    access: 'public',
    // Unknown addresses: the same 202, and no account's reset limit is used up.
    sample: (n) => ({ payload: { email: `matrix-${unique(n)}@example.com` } }),
  },
  'GET /api/password/reset/:token': {
    access: 'public',
    sample: () => ({ url: `/api/password/reset/${crypto.randomBytes(32).toString('base64url')}` }),
  },
  'POST /api/password/reset/:token': {
    access: 'public',
    sample: () => ({
      url: `/api/password/reset/${crypto.randomBytes(32).toString('base64url')}`,
      payload: { password: 'Matrix-Passwort-1' },
    }),
  },
  'POST /api/getfeatures': { access: 'any-customer', sample: () => noBody },
  'POST /api/loginKih': { access: 'admin', sample: () => noBody },

  // Catalogue, search and VIN (issue 3): public; a session only adds prices and the caller's VIN history.
  // Search refuses a session that ended (issue 30), so the app logs out instead of showing a visitor's answer.
  'POST /api/search/partSearch': { access: 'live-or-none' },
  'GET /api/search/products': { access: 'live-or-none' },
  'GET /api/search/getVinSuggestions': { access: 'live-or-none' },
  'GET /api/search/ping': { access: 'live-or-none' },
  'POST /api/search/ping': {
    access: 'live-or-none',
    sample: () => ({ payload: { countryID: 'DE', languageID: 'de', searchTerm: 'filter' } }),
  },
  'POST /api/products/product/': { access: 'public' },
  'GET /api/categories': { access: 'public' },
  'GET /api/divisions/:slug': { access: 'public' },
  'GET /api/redirect': { access: 'public' },
  'POST /api/vin/findVehicle': { access: 'public' },
  'GET /api/vin/vehicle': { access: 'public' },
  'POST /api/search/addVinSuggestion': {
    access: 'any-customer',
    sample: () => ({ payload: { vinNumber: 'WDB9634031L123456', limit: 10 } }),
  },

  // Cart, checkout, quick order, saved carts (issue 5): the customer's own, resolved from the session.
  'POST /api/checkout/cart/create': { access: 'any-customer' },
  'POST /api/checkout/cart/getQuote': { access: 'any-customer' },
  'POST /api/checkout/cart/add': { access: 'any-customer' },
  'POST /api/checkout/cart/delete': { access: 'any-customer' },
  'POST /api/checkout/cart/update/': { access: 'any-customer' },
  'GET /api/checkout/options': { access: 'any-customer' },
  'POST /api/checkout/cart/refill': { access: 'any-customer' },
  'POST /api/checkout/placeOrder': { access: 'any-customer' },
  // Online payment (issue 33): another customer's payment is 404; provider notifications carry their own proof.
  'GET /api/checkout/payments/:paymentId': {
    access: 'own-resource',
    ownedByA: async (app, customerA) => ({ url: `/api/checkout/payments/${await ownPayment(app, customerA)}` }),
  },
  'POST /api/checkout/payments/:paymentId/start': {
    access: 'own-resource',
    ownedByA: async (app, customerA) => ({ url: `/api/checkout/payments/${await ownPayment(app, customerA)}/start` }),
  },
  'POST /api/checkout/payments/:paymentId/return': {
    access: 'own-resource',
    ownedByA: async (app, customerA) => ({
      url: `/api/checkout/payments/${await ownPayment(app, customerA)}/return`,
      payload: { result: 'cancel', query: {} },
    }),
  },
  'POST /api/payments/:provider/notifications': {
    access: 'public',
    sample: () => ({ url: '/api/payments/payone/notifications', payload: 'txaction=appointed' }),
  },
  'POST /api/quickorder/resolve': { access: 'any-customer' },
  'POST /api/quickorder/add': { access: 'any-customer' },
  'GET /api/saved-carts': { access: 'any-customer' },
  'POST /api/saved-carts/save': { access: 'any-customer' },
  'POST /api/saved-carts/restore': { access: 'any-customer' },
  'POST /api/saved-carts/delete': { access: 'any-customer' },
  // Information centre (issue 9): lists of the caller's own; single items are another customer's → 404.
  'GET /api/orders': { access: 'any-customer', sample: () => ({ query: { q: 'A', status: 'completed' } }) },
  'GET /api/orders/export': { access: 'any-customer', sample: () => ({ query: { format: 'csv' } }) },
  'GET /api/orders/:orderNumber': {
    access: 'own-resource',
    ownedByA: async (app, customerA) => ({ url: `/api/orders/${await ownOrder(app, customerA)}` }),
  },
  'GET /api/documents': { access: 'any-customer', sample: () => ({ query: { type: 'invoice', pageSize: '10' } }) },
  'GET /api/documents/export': { access: 'any-customer', sample: () => ({ query: { format: 'xlsx', type: 'deliverynote' } }) },
  'GET /api/documents/:documentId': {
    access: 'own-resource',
    ownedByA: async (app, customerA) => ({ url: `/api/documents/${await ownDocument(app, customerA, 'deliverynote')}` }),
  },
  'GET /api/documents/:documentId/pdf': {
    access: 'own-resource',
    ownedByA: async (app, customerA) => ({
      url: `/api/documents/${await ownDocument(app, customerA, 'invoice')}/pdf?languageID=en`,
    }),
  },
  'GET /api/documents/:documentId/xml': {
    access: 'own-resource',
    ownedByA: async (app, customerA) => ({ url: `/api/documents/${await ownDocument(app, customerA, 'creditnote')}/xml` }),
  },
  'GET /api/backorders': { access: 'any-customer' },
  'GET /api/deposits': { access: 'any-customer' },
  'GET /api/shipments': { access: 'any-customer', sample: () => ({ query: { status: 'delivered' } }) },

  // Addresses, availability, currencies, notice list (issue 14): the caller's own. Changes need an
  // Idempotency-Key the matrix does not send (allowed callers get 400); another customer's id → 404 is
  // checked in server/routes/api/addresses and server/routes/api/noticelist.
  'GET /api/addresses': { access: 'any-customer' },
  'POST /api/addresses': { access: 'any-customer' },
  'PUT /api/addresses/:id': { access: 'any-customer' },
  'POST /api/addresses/:id/default': { access: 'any-customer' },
  'DELETE /api/addresses/:id': { access: 'any-customer' },
  'POST /api/availability': {
    access: 'any-customer',
    sample: () => ({ payload: { lines: [{ term: '15.10000', qty: 2 }], languageID: 'de' } }),
  },
  'GET /api/currencies': { access: 'any-customer' },
  'PUT /api/currencies/alternative': { access: 'any-customer' },
  'GET /api/noticelist': { access: 'any-customer', sample: () => ({ query: { languageID: 'en' } }) },
  'POST /api/noticelist': { access: 'any-customer' },
  'PUT /api/noticelist/:id': { access: 'any-customer' },
  'DELETE /api/noticelist/:id': { access: 'any-customer' },
  'POST /api/noticelist/to-cart': { access: 'any-customer' },
  // The contact's own notification mails (issue 29); the change needs an Idempotency-Key (allowed callers get 400).
  'GET /api/account/mail-settings': { access: 'any-customer' },
  'POST /api/account/mail-settings': { access: 'any-customer' },

  // Multi-document downloads (issue 10). POST and DELETE need an Idempotency-Key the matrix does not send
  // (allowed callers get 400); another customer's DELETE → 404 is checked in server/routes/api/downloads.
  'POST /api/downloads': { access: 'any-customer' },
  'GET /api/downloads': { access: 'any-customer' },
  'DELETE /api/downloads/:queueId': { access: 'any-customer' },
  'GET /api/downloads/:queueId': {
    access: 'own-resource',
    ownedByA: async (app, customerA) => ({ url: `/api/downloads/${await seedReadyDownload(app, customerA)}` }),
  },
  'GET /api/downloads/:queueId/file': {
    access: 'own-resource',
    ownedByA: async (app, customerA) => ({ url: `/api/downloads/${await seedReadyDownload(app, customerA)}/file` }),
  },

  // The admin area (issue 15): the admin caller holds the admin-service token (tokenKih), and the forged
  // callers forge that token (see tokenFor). Samples change nothing a later check depends on.
  'GET /api/global-alerts': { access: 'public', sample: () => ({ query: { languageID: 'fr' } }) },
  'GET /api/admin/customers': { access: 'admin', sample: () => ({ query: { q: 'example' } }) },
  'GET /api/admin/customers/:customerId': {
    access: 'admin',
    sample: () => ({ url: `/api/admin/customers/${contacts.customerB.cid}` }),
  },
  'PATCH /api/admin/customers/:customerId': {
    access: 'admin',
    sample: () => ({ url: `/api/admin/customers/${contacts.customerB.cid}`, payload: {} }),
  },
  'PUT /api/admin/contacts/:contactId/lock': {
    access: 'admin',
    sample: () => ({ url: `/api/admin/contacts/${contacts.customerB.sub}/lock`, payload: { locked: false } }),
  },
  'POST /api/admin/contacts/:contactId/reset-mail': {
    access: 'admin',
    sample: () => ({ url: `/api/admin/contacts/${contacts.customerB.sub}/reset-mail`, payload: {} }),
  },
  'GET /api/admin/global-alerts': { access: 'admin' },
  'PUT /api/admin/global-alerts/:alertId': {
    access: 'admin',
    sample: () => ({
      url: `/api/admin/global-alerts/${crypto.randomUUID()}`,
      payload: { type: 'warning', texts: { de: 'Matrix' }, startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-01-02T00:00:00Z' },
    }),
  },
  'DELETE /api/admin/global-alerts/:alertId': { access: 'admin' },
  'GET /api/admin/settings': { access: 'admin' },
  'PUT /api/admin/settings': {
    access: 'admin',
    sample: () => ({ payload: { countryBlacklist: [], defaultCountry: 'DE' } }),
  },
  'GET /api/admin/error-logs': { access: 'admin', sample: () => ({ query: { level: 'warn', q: 'matrix' } }) },
  'GET /api/admin/jobs': { access: 'admin', sample: () => ({ query: { state: 'failed' } }) },
  'POST /api/admin/jobs/:jobId/retry': { access: 'admin' },
  'GET /api/admin/audit': { access: 'admin' },
  // The catalogue import (issue 28). No upload sample: an admin's empty POST is a 400 and starts nothing.
  'POST /api/admin/imports': { access: 'admin' },
  'GET /api/admin/imports': { access: 'admin' },
  'GET /api/admin/imports/:runId': { access: 'admin' },
  'GET /api/admin/imports/:runId/report.csv': { access: 'admin' },
  'POST /api/admin/imports/:runId/cancel': { access: 'admin' },
  // Information centre, issue 14. Changes need an Idempotency-Key the matrix does not send (allowed callers
  // get 400); another customer's item → 404 and API-key access are checked in each route's own test.
  'GET /api/favourites': { access: 'any-customer' },
  'POST /api/favourites/add': { access: 'any-customer' },
  'POST /api/favourites/remove': { access: 'any-customer' },
  'POST /api/favourites/share': { access: 'any-customer' },
  'POST /api/favourites/unshare': { access: 'any-customer' },
  // Public per SPEC.md §5: the link is the credential; an unknown link answers 404 to everyone alike.
  'GET /api/shared-favourites/:token': { access: 'public' },
  'GET /api/forms': { access: 'any-customer' },
  'POST /api/forms': { access: 'any-customer' },
  'GET /api/forms/:id/pdf': {
    access: 'own-resource',
    ownedByA: async (app, customerA) => ({ url: `/api/forms/${await ownForm(app, customerA)}/pdf` }),
  },
  // Issue 31: the lines of one of the caller's delivery notes that may go back, and a case's photo.
  'GET /api/forms/returnable': {
    access: 'own-resource',
    ownedByA: async (app, customerA) => ({
      url: `/api/forms/returnable?documentId=${await ownDocument(app, customerA, 'deliverynote')}`,
    }),
  },
  'GET /api/forms/:id/photos/:photoId': {
    access: 'own-resource',
    ownedByA: async (app, customerA) => {
      const formId = await ownForm(app, customerA)
      const photo = await app.db
        .insertInto('service_form_photos')
        .values({ form_id: formId, line_no: 1, mime: 'image/png', bytes: Buffer.from('89504e470d0a1a0a', 'hex') })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { url: `/api/forms/${formId}/photos/${photo.id}` }
    },
  },
  'GET /api/appointments': { access: 'any-customer' },
  'GET /api/appointments/slots': { access: 'any-customer', sample: () => ({ query: { kind: 'pickup' } }) },
  'POST /api/appointments': { access: 'any-customer' },
  'POST /api/appointments/:id/change': { access: 'any-customer' },
  'POST /api/appointments/:id/cancel': { access: 'any-customer' },
  'GET /api/api-keys': { access: 'any-customer' },
  'POST /api/api-keys': { access: 'any-customer' },
  'POST /api/api-keys/:id/revoke': { access: 'any-customer' },
  // Catalogue import, issue 28. Batches need an Idempotency-Key the matrix does not send (the integration
  // caller gets 400); a customer's API key and scopes are checked in server/routes/api/integration.
  'GET /api/admin/integration-keys': { access: 'admin' },
  'POST /api/admin/integration-keys': {
    access: 'admin',
    sample: (n) => ({ payload: { name: `Matrix ${n}`, scopes: ['stock:write'] } }),
  },
  'POST /api/admin/integration-keys/:id/revoke': { access: 'admin' },
  // Webhooks out, issue 29. A made-up endpoint id answers 404 (or 400 for the route's literal ':id').
  'GET /api/admin/webhooks': { access: 'admin' },
  'POST /api/admin/webhooks': {
    access: 'admin',
    sample: (n) => ({
      payload: { url: `http://127.0.0.1:9/matrix-${n}`, description: `Matrix ${n}`, events: ['order.placed'], enabled: false },
    }),
  },
  'POST /api/admin/webhooks/:id': { access: 'admin' },
  'POST /api/admin/webhooks/:id/delete': { access: 'admin' },
  'POST /api/admin/webhooks/:id/rotate-secret': { access: 'admin' },
  'GET /api/admin/webhooks/:id/deliveries': { access: 'admin' },
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/resend': { access: 'admin' },
  // Return, warranty and core cases, issue 31. A made-up case id answers 404 (or 400 for the literal ':id').
  'GET /api/admin/service-cases': { access: 'admin' },
  'GET /api/admin/service-cases/:id': { access: 'admin' },
  'GET /api/admin/service-cases/:id/photos/:photoId': { access: 'admin' },
  'POST /api/admin/service-cases/:id/steps': { access: 'admin' },
  'POST /api/integration/parts': { access: 'integration' },
  'POST /api/integration/parts/delete': { access: 'integration' },
  'POST /api/integration/prices': { access: 'integration' },
  'POST /api/integration/stock': { access: 'integration' },
  // The ERP exchange, issue 29 (customers, contacts, case status).
  'POST /api/integration/customers': { access: 'integration' },
  'POST /api/integration/contacts': { access: 'integration' },
  'POST /api/integration/service-cases': { access: 'integration' },

  // ERP exchange, issue 29: orders:write and documents:write.
  'POST /api/integration/orders': { access: 'integration' },
  'POST /api/integration/documents': { access: 'integration' },
  'POST /api/integration/shipments': { access: 'integration' },
}

/** A case of customer A, written straight into the tables (the route's own test submits through the API). */
function ownForm(app: FastifyInstance, customerId: string): Promise<number> {
  return insertTestCase(app.db, {
    customerId,
    kind: 'return',
    lines: [{ orderNumber: 'M-1', sku: 'S', partName: 'Matrix part', qty: 1, unitCredit: 0 }],
  })
}

const CALLERS: Caller[] = ['anonymous', 'customerA', 'customerB', 'admin', 'expired', 'tampered', 'algNone', 'integration']

let ctx: Awaited<ReturnType<typeof buildTestApp>>
const contacts: Record<
  'customerA' | 'customerB' | 'admin',
  { sub: string; cid: string; role: 'customer' | 'admin'; gen: number }
> = {} as never
let integrationSecret: string

beforeAll(async () => {
  ctx = await buildTestApp({}, { erpHistory: true })
  for (const [caller, email] of [
    ['customerA', DEMO.werkstatt.username],
    ['customerB', DEMO.flotte.username],
    ['admin', DEMO.admin.username],
  ] as const) {
    const row = await ctx.app.repos.contacts.byEmailWithCustomer(email)
    if (!row) throw new Error(`demo user ${email} missing`)
    contacts[caller] = { sub: row.contact_id, cid: row.customer_id, role: row.role, gen: row.session_generation }
  }
  integrationSecret = (await createIntegrationKey(ctx.app, [...INTEGRATION_SCOPES], 'Matrix')).secret
})
afterAll(() => ctx.close())

/**
 * A fresh token per request, so routes that end a session (logout) do not affect the next check.
 * On /api/admin routes (`kih`) the admin holds the admin-service token and the expired, tampered and
 * `alg: none` callers forge that one (a forged admin token → 401); customers keep their shop session (→ 403).
 */
async function tokenFor(caller: Caller, kih = false): Promise<string | null> {
  const tokens = ctx.app.sessionTokens
  const audience = kih ? 'kih' : 'shop'
  switch (caller) {
    case 'anonymous':
      return null
    case 'integration':
      return integrationSecret
    case 'customerA':
    case 'customerB':
      return (await tokens.sign(contacts[caller])).token
    case 'admin':
      return (await tokens.sign(contacts[caller], audience)).token
    case 'expired':
      return (await tokens.sign(contacts.customerA, audience, Math.floor(Date.now() / 1000) - SESSION_TTL_SECONDS - 60)).token
    case 'tampered': {
      const [header, payload, signature] = (await tokens.sign(contacts.customerA, audience)).token.split('.') as [
        string,
        string,
        string,
      ]
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
      const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')
      return `${header}.${forged}.${signature}`
    }
    case 'algNone': {
      const payload = (await tokens.sign(contacts.admin, audience)).token.split('.')[1]
      return `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`
    }
  }
}

function allowed(access: Access, caller: Caller): boolean {
  const valid = caller === 'customerA' || caller === 'customerB' || caller === 'admin'
  if (access === 'public') return true
  if (access === 'live-or-none') return valid || caller === 'anonymous' || caller === 'integration'
  if (access === 'integration' || caller === 'integration') return access === 'integration' && caller === 'integration'
  if (access === 'admin') return caller === 'admin'
  if (access === 'own-resource') return caller === 'customerA'
  return valid
}

function expectedRefusal(access: Access, caller: Caller): number {
  const valid = caller === 'customerA' || caller === 'customerB' || caller === 'admin'
  if (!valid) return 401
  return access === 'admin' || access === 'integration' ? 403 : 404
}

describe('authorization matrix', () => {
  it('classifies every API route the app has', () => {
    const unclassified = ctx.app.apiRouteList.map((r) => `${r.method} ${r.url}`).filter((key) => !EXPECTATIONS[key])
    expect(unclassified, 'add these routes to EXPECTATIONS in server/test/authorization-matrix.test.ts').toEqual([])
  })

  it('answers every route × caller × transport as its access class says (0 mismatches)', async () => {
    const mismatches: string[] = []
    let checked = 0
    let n = 0
    for (const route of ctx.app.apiRouteList) {
      const key = `${route.method} ${route.url}`
      const expectation = EXPECTATIONS[key]
      if (!expectation) continue
      const statuses = new Map<string, number>()
      for (const transport of ['cookie', 'bearer'] as const) {
        for (const caller of CALLERS) {
          n++
          const sample =
            expectation.access === 'own-resource' && expectation.ownedByA
              ? await expectation.ownedByA(ctx.app, contacts.customerA.cid, n)
              : (expectation.sample?.(n) ?? {})
          const kih = route.url.startsWith('/api/admin/')
          const token = await tokenFor(caller, kih)
          const cookieName = kih && !caller.startsWith('customer') ? 'kih_session' : 'session'
          const auth: Record<string, string> = !token
            ? {}
            : transport === 'cookie'
              ? caller === 'integration'
                ? { 'x-integration-key': token }
                : { cookie: `${cookieName}=${token}` }
              : { authorization: `Bearer ${token}` }
          const response = await ctx.app.inject({
            method: route.method as InjectOptions['method'],
            url: sample.url ?? route.url,
            ...(sample.query ? { query: sample.query } : {}),
            ...(sample.payload !== undefined ? { payload: sample.payload } : {}),
            headers: { ...SAME_ORIGIN, ...auth },
          })
          checked++
          const status = response.statusCode
          statuses.set(`${transport}/${caller}`, status)
          const label = `${key} as ${caller} via ${transport}: ${status} ${response.body.slice(0, 120)}`
          if (allowed(expectation.access, caller)) {
            if (expectation.access === 'public' || expectation.access === 'live-or-none') {
              if (status === 401 || status === 403 || status >= 500) mismatches.push(label)
            } else if (expectation.sample || expectation.ownedByA) {
              if (status < 200 || status >= 300) mismatches.push(label)
            } else if (status === 401 || status === 403 || status >= 500) mismatches.push(label)
          } else if (status !== expectedRefusal(expectation.access, caller)) {
            mismatches.push(label)
          }
        }
      }
      // A public route answers a forged or expired token exactly as it answers no token.
      if (expectation.access === 'public') {
        for (const [label, status] of statuses) {
          const anonymous = statuses.get(`${label.split('/')[0]}/anonymous`)
          if (status !== anonymous) mismatches.push(`${key} ${label}: ${status}, anonymous got ${anonymous}`)
        }
      }
    }
    console.info(
      `authorization matrix: ${ctx.app.apiRouteList.length} routes × ${CALLERS.length} callers × 2 transports = ${checked} requests`,
    )
    expect(mismatches).toEqual([])
    expect(checked).toBe(ctx.app.apiRouteList.length * CALLERS.length * 2)
  }, 120_000)
})
