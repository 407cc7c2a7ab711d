import type { DocumentDetail, DocumentLineKind, DocumentType } from '../../src/shared/contracts/documents'
import type { OnlineMethodId } from '../../src/shared/contracts/payment-constants'
import { round2 } from '../shop/money'

/**
 * A realistic business document for the renderer's tests and benchmark: the German sales entity invoicing a
 * workshop (whose name carries an ampersand, to exercise escaping). Totals are computed the way the ERP does:
 * per VAT rate, the tax is the rounded rate applied to the sum of that rate's line totals.
 */
type FixtureOptions = {
  type?: DocumentType
  lineCount?: number
  /** The VAT rate of each line in turn: `[19]` gives one rate, `[19, 7]` alternates two. */
  vatRates?: number[]
  /** Part names in Cyrillic instead of German. */
  russianNames?: boolean
  /** A Leitweg-ID makes the e-invoice an XRechnung. */
  buyerReference?: string | null
  /** Every third part is an exchange unit: a deposit line (Altteilpfand, 180.00 a unit) follows it (invoices and credit notes). */
  deposits?: boolean
  /** An invoice paid online: by card (VISA ending 1111, holder Jana Becker) or PayPal. */
  paidOnline?: OnlineMethodId | null
}

const DEPOSIT_UNIT = 180

const PARTS: Array<{ de: string; ru: string; unitPrice: number; oe: string[] }> = [
  {
    de: 'Bremsscheibe, belüftet, Vorderachse',
    ru: 'Тормозной диск вентилируемый, передняя ось',
    unitPrice: 148.9,
    oe: ['A9424210412'],
  },
  { de: 'Bremsbelagsatz Scheibenbremse', ru: 'Комплект тормозных колодок', unitPrice: 86.35, oe: ['81508206096', 'A0064207620'] },
  { de: 'Luftfilter', ru: 'Воздушный фильтр', unitPrice: 54.2, oe: ['1869993'] },
  { de: 'Ölfilter', ru: 'Масляный фильтр', unitPrice: 12.75, oe: ['51055040108'] },
  {
    de: 'Kraftstofffilter mit Wasserabscheider',
    ru: 'Топливный фильтр с водоотделителем',
    unitPrice: 31.4,
    oe: ['2020915', '1873016'],
  },
  { de: 'Luftfederbalg Hinterachse', ru: 'Пневморессора задней оси', unitPrice: 119, oe: ['81436016085'] },
  { de: 'Stoßdämpfer Fahrerhaus', ru: 'Амортизатор кабины', unitPrice: 67.8, oe: ['1622988'] },
  { de: 'Radlagersatz', ru: 'Комплект ступичного подшипника', unitPrice: 212.5, oe: ['A0029817605'] },
  { de: 'Keilrippenriemen 8PK1815', ru: 'Поликлиновой ремень 8PK1815', unitPrice: 23.15, oe: ['51968200285'] },
  { de: 'Wasserpumpe mit Dichtung', ru: 'Водяной насос с прокладкой', unitPrice: 189.99, oe: ['A4572003101'] },
]

export function buildDocumentDetailFixture(options: FixtureOptions = {}): DocumentDetail {
  const {
    type = 'invoice',
    lineCount = 40,
    vatRates = [19],
    russianNames = false,
    buyerReference = null,
    deposits = false,
    paidOnline = null,
  } = options
  const priced = type === 'invoice' || type === 'creditnote'
  const parts = Array.from({ length: lineCount }, (_, index) => {
    const part = PARTS[index % PARTS.length] as (typeof PARTS)[number]
    const qty = (index % 4) + 1
    const unitPrice = part.unitPrice
    return {
      positionNumber: index + 1,
      lineKind: 'goods' as DocumentLineKind,
      orderNumber: index < lineCount / 2 ? 'A25-000123' : 'B25-000124',
      sku: `MB.${String(10_000 + index * 7919).slice(-5)}`,
      vendorId: index % 3 === 0 ? '2000' : '1000',
      name: russianNames ? part.ru : part.de,
      orderedName: null,
      oeNumbers: part.oe,
      qty,
      unitPrice: priced ? unitPrice : null,
      lineTotal: priced ? round2(qty * unitPrice) : null,
      vatRate: priced ? (vatRates[index % vatRates.length] as number) : null,
    }
  })
  const lines = parts
    .flatMap((line, index) => {
      if (!deposits || !priced || index % 3 !== 0) return [line]
      const deposit = { unitPrice: DEPOSIT_UNIT, lineTotal: round2(line.qty * DEPOSIT_UNIT) }
      return [line, { ...line, lineKind: 'deposit' as const, name: `Altteilpfand ${line.sku}`, oeNumbers: [], ...deposit }]
    })
    .map((line, index) => ({ ...line, positionNumber: index + 1 }))
  const totals = priced ? totalsOf(lines) : null
  const number = `${{ invoice: 'IN', creditnote: 'CN', deliverynote: 'DN', packinglist: 'PL' }[type]}25-004711`
  return {
    documentId: number,
    type,
    number,
    date: '2025-03-12',
    orderNumbers: ['A25-000123', 'B25-000124'],
    customerOrderReference: 'WS-2025-0311/Bremsen',
    total: totals?.gross ?? null,
    currency: 'EUR',
    status: type === 'invoice' ? 'open' : type === 'creditnote' ? 'settled' : 'issued',
    customerId: 'K100234',
    seller: {
      entityCode: 'DTDE',
      name: 'Achslast Teilehandel GmbH',
      street: 'Industriestraße 12',
      postalCode: '27793',
      city: 'Wildeshausen',
      country: 'DE',
      vatId: 'DE000000000',
      phone: '+49 4431 0000-0',
      email: 'service@example.com',
      iban: 'DE02120300000000202051',
    },
    buyer: {
      name: 'Nutzfahrzeuge Brandt & Söhne GmbH',
      street: 'Hafenstraße 7',
      postalCode: '28217',
      city: 'Bremen',
      country: 'DE',
      vatId: 'DE123456789',
    },
    buyerReference,
    shippingAddress: {
      name: 'Brandt & Söhne, Werkstatt Halle 3',
      street: 'Am Lkw-Hof 2',
      postalCode: '28197',
      city: 'Bremen',
      country: 'DE',
    },
    dueDate: type === 'invoice' ? '2025-04-11' : null,
    paymentTermsDays: type === 'invoice' ? 30 : null,
    creditNoteReason: type === 'creditnote' ? 'return' : null,
    lines,
    totals,
    related: relatedOf(type),
    shipment: type === 'deliverynote' || type === 'packinglist' ? SHIPMENT : null,
    paidOnline: type === 'invoice' && paidOnline ? paidOnlineOf(paidOnline) : null,
  } satisfies DocumentDetail
}

function paidOnlineOf(method: OnlineMethodId): DocumentDetail['paidOnline'] {
  const card = { cardtype: 'V', truncatedcardpan: '411111XXXXXX1111', holder: 'Jana Becker' }
  return { method, paidAt: '2025-03-10T08:41:07.000Z', card: method === 'card' ? card : null }
}

function totalsOf(lines: Array<{ lineTotal: number | null; vatRate: number | null }>) {
  const bases = new Map<number, number>()
  for (const line of lines) bases.set(line.vatRate ?? 0, round2((bases.get(line.vatRate ?? 0) ?? 0) + (line.lineTotal ?? 0)))
  const vat = [...bases].map(([rate, base]) => ({ rate, base, amount: round2((base * rate) / 100) }))
  const net = round2(vat.reduce((sum, entry) => sum + entry.base, 0))
  const vatTotal = round2(vat.reduce((sum, entry) => sum + entry.amount, 0))
  return { net, vat, vatTotal, gross: round2(net + vatTotal) }
}

function relatedOf(type: DocumentType): DocumentDetail['related'] {
  if (type === 'creditnote') return [{ documentId: 'IN25-004650', type: 'invoice', number: 'IN25-004650', date: '2025-02-27' }]
  if (type === 'invoice') return [{ documentId: 'DN25-004711', type: 'deliverynote', number: 'DN25-004711', date: '2025-03-11' }]
  return [{ documentId: 'IN25-004711', type: 'invoice', number: 'IN25-004711', date: '2025-03-12' }]
}

const SHIPMENT: NonNullable<DocumentDetail['shipment']> = {
  shipmentId: 'SH25-004711',
  carrier: 'DHL Freight',
  trackingNumber: '00340434161094042557',
  trackingUrl: 'https://www.example.com/track/00340434161094042557',
  parcels: 3,
  weightKg: 48.6,
  status: 'inTransit',
  shippedAt: '2025-03-11T14:20:00Z',
  deliveredAt: null,
  orderNumbers: ['A25-000123', 'B25-000124'],
  deliveryNoteId: 'DN25-004711',
}
