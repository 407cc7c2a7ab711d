import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { clientApiHash, sameSecret } from '../../../server/payments/payone/payone-protocol'
import { type FieldQuery, fieldPage, HOSTED_FIELDS, type HostedField } from './payone-field-page'
import { PAYONE_HOSTED_SCRIPT } from './payone-hosted-script'
import type { SimStore } from './payone-sim-store'
import { PAYONE_TEST_CARDS } from './payone-test-cards'

type CardCheckBody = {
  params?: Record<string, string>
  cardpan?: string
  cardcvc2?: string
  cardexpiremonth?: string
  cardexpireyear?: string
}

/** The Client API's hosted iFrames: the script, one page per field, and the card check the cardpan frame calls. */
export function registerClientApi(scope: FastifyInstance, ctx: { portalKey: string; store: SimStore }): void {
  scope.get('/client-api/js/v1/payone_hosted_min.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(PAYONE_HOSTED_SCRIPT),
  )

  scope.get<{ Params: { name: string }; Querystring: FieldQuery }>('/client-api/field/:name', async (request, reply) => {
    const name = HOSTED_FIELDS.find((field) => field === request.params.name)
    if (!name) return reply.code(404).type('text/plain').send('Unknown field')
    return reply.type('text/html; charset=utf-8').send(fieldPage(name as HostedField, request.query))
  })

  scope.post<{ Body: CardCheckBody }>('/client-api/creditcardcheck', async (request) => cardCheck(request.body ?? {}, ctx))
}

const invalid = (errorcode: string, errormessage: string) => ({
  status: 'INVALID',
  errorcode,
  errormessage,
  customermessage: errormessage,
})

function cardCheck(body: CardCheckBody, ctx: { portalKey: string; store: SimStore }) {
  const { hash = '', ...params } = body.params ?? {}
  if (params.request !== 'creditcardcheck' || !sameSecret(hash, clientApiHash(params, ctx.portalKey))) {
    return {
      status: 'ERROR',
      errorcode: '2000',
      errormessage: 'Parameter {hash} faulty or missing',
      customermessage: 'Card check refused',
    }
  }
  const cardpan = (body.cardpan ?? '').replace(/\s/g, '')
  if (!/^\d{13,19}$/.test(cardpan) || !luhn(cardpan)) return invalid('14', 'Invalid card')
  const cardtype = cardtypeOf(cardpan)
  if (!cardtype) return invalid('31', 'Invalid card type')
  if (!/^\d{3,4}$/.test(body.cardcvc2 ?? '')) return invalid('63', 'Required CVC code not specified or not valid')
  const month = Number(body.cardexpiremonth)
  const year = Number(String(body.cardexpireyear ?? '').slice(-2))
  const now = new Date()
  const expired = year < now.getUTCFullYear() % 100 || (year === now.getUTCFullYear() % 100 && month < now.getUTCMonth() + 1)
  if (!(month >= 1 && month <= 12) || Number.isNaN(year) || expired)
    return invalid('33', 'Expiry date invalid, incorrect or in the past')

  const known = Object.values(PAYONE_TEST_CARDS).find((card) => card.cardpan === cardpan)
  const pseudocardpan =
    known?.pseudocardpan ??
    `9${BigInt(`0x${createHash('sha256').update(cardpan).digest('hex').slice(0, 15)}`)
      .toString()
      .padStart(18, '0')
      .slice(0, 18)}`
  const card = {
    cardtype,
    truncatedcardpan: `${cardpan.slice(0, 6)}${'X'.repeat(cardpan.length - 10)}${cardpan.slice(-4)}`,
    cardexpiredate: `${String(year).padStart(2, '0')}${String(month).padStart(2, '0')}`,
  }
  ctx.store.cards.set(pseudocardpan, card)
  return { status: 'VALID', pseudocardpan, ...card }
}

function luhn(pan: string): boolean {
  let sum = 0
  for (let i = 0; i < pan.length; i++) {
    let digit = Number(pan[pan.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** PAYONE's card types by BIN range (docs.payone.com, creditcardcheck). */
function cardtypeOf(pan: string): string | null {
  if (pan.startsWith('4')) return 'V'
  const two = Number(pan.slice(0, 2))
  const four = Number(pan.slice(0, 4))
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'M'
  if (two === 34 || two === 37) return 'A'
  return null
}
