import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import type { DocumentDetail } from '../../../src/shared/contracts/documents'
import { buildDocumentDetailFixture } from '../document-detail-fixture'
import { buildCiiXml } from './cii-xml'
import { InconsistentTotalsError, NoEInvoiceError } from './e-invoice-errors'
import { schemaStructureErrors } from './xsd-structure'

// biome-ignore lint/suspicious/noExplicitAny: parsed XML is walked by element name; the assertions check what is there
type ParsedXml = Record<string, any>

const cents = (value: unknown) => Math.round(Number(value) * 100)
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
// Arrays for the elements that repeat, so one line or one rate reads like forty.
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['ram:IncludedSupplyChainTradeLineItem', 'ram:ApplicableTradeTax', 'ram:IncludedNote'].includes(name),
})

const invoice = buildDocumentDetailFixture({ lineCount: 40, vatRates: [19, 7] })
const creditNote = buildDocumentDetailFixture({ type: 'creditnote', lineCount: 40 })
const xRechnungInvoice = buildDocumentDetailFixture({ lineCount: 3, buyerReference: '991-33333TEST-33' })

function parse(detail: DocumentDetail) {
  const xml = buildCiiXml(detail)
  expect(XMLValidator.validate(xml)).toBe(true)
  return parser.parse(xml)['rsm:CrossIndustryInvoice']['rsm:SupplyChainTradeTransaction']
}

describe('the fixture', () => {
  it('adds up on its own: lines → VAT bases → net, tax per rate, gross', () => {
    const totals = invoice.totals as NonNullable<DocumentDetail['totals']>
    expect(sum(invoice.lines.map((line) => cents(line.lineTotal)))).toBe(cents(totals.net))
    for (const line of invoice.lines) expect(cents(line.lineTotal)).toBe(Math.round(line.qty * cents(line.unitPrice)))
    expect(totals.vat.map((entry) => entry.rate)).toEqual([19, 7])
    for (const entry of totals.vat) {
      const base = sum(invoice.lines.filter((line) => line.vatRate === entry.rate).map((line) => cents(line.lineTotal)))
      expect(cents(entry.base)).toBe(base)
      expect(cents(entry.amount)).toBe(Math.round((base * entry.rate) / 100))
    }
    expect(cents(totals.gross)).toBe(cents(totals.net) + cents(totals.vatTotal))
  })
})

describe('buildCiiXml', () => {
  it('follows the structure of the official Factur-X EN 16931 schema, for an invoice and a credit note', () => {
    expect(schemaStructureErrors(buildCiiXml(invoice))).toEqual([])
    expect(schemaStructureErrors(buildCiiXml(creditNote))).toEqual([])
    expect(schemaStructureErrors(buildCiiXml(xRechnungInvoice))).toEqual([])
  })

  it('the structural check notices an element out of the schema order', () => {
    const xml = buildCiiXml(invoice).replace(
      /(<ram:PaymentReference>.*<\/ram:PaymentReference>)\s*(<ram:InvoiceCurrencyCode>.*<\/ram:InvoiceCurrencyCode>)/,
      '$2$1',
    )
    expect(schemaStructureErrors(xml).join('\n')).toMatch(/PaymentReference> is not allowed here/)
  })

  const xmllint = spawnSync('xmllint', ['--version']).status === 0
  it.skipIf(!xmllint)('validates against the official Factur-X EN 16931 XSD with xmllint (when installed)', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cii-')), 'factur-x.xml')
    for (const detail of [invoice, creditNote, xRechnungInvoice]) {
      fs.writeFileSync(file, buildCiiXml(detail))
      const schema = path.join(import.meta.dirname, 'xsd', 'Factur-X_1.07.3_EN16931.xsd')
      expect(() => execFileSync('xmllint', ['--noout', '--schema', schema, file], { stdio: 'pipe' })).not.toThrow()
    }
  })

  it('declares the EN 16931 profile, the type code and the document', () => {
    const xml = parser.parse(buildCiiXml(creditNote))['rsm:CrossIndustryInvoice']
    expect(xml['rsm:ExchangedDocumentContext']['ram:GuidelineSpecifiedDocumentContextParameter']['ram:ID']).toBe(
      'urn:cen.eu:en16931:2017',
    )
    expect(xml['rsm:ExchangedDocument']['ram:ID']).toBe('CN25-004711')
    expect(xml['rsm:ExchangedDocument']['ram:TypeCode']).toBe('381')
    expect(parser.parse(buildCiiXml(invoice))['rsm:CrossIndustryInvoice']['rsm:ExchangedDocument']['ram:TypeCode']).toBe('380')
    const settlement = parse(creditNote)['ram:ApplicableHeaderTradeSettlement']
    expect(settlement['ram:InvoiceReferencedDocument']['ram:IssuerAssignedID']).toBe('IN25-004650')
  })

  it('carries every line with article number, name, quantity in pieces, net price, VAT and amount', () => {
    const items = parse(invoice)['ram:IncludedSupplyChainTradeLineItem']
    expect(items).toHaveLength(40)
    items.forEach((item: ParsedXml, index: number) => {
      const line = invoice.lines[index] as DocumentDetail['lines'][number]
      expect(item['ram:SpecifiedTradeProduct']['ram:SellerAssignedID']).toBe(line.sku)
      expect(item['ram:SpecifiedTradeProduct']['ram:Name']).toBe(line.name)
      expect(item['ram:SpecifiedLineTradeDelivery']['ram:BilledQuantity']).toEqual({
        '#text': String(line.qty),
        '@_unitCode': 'H87',
      })
      expect(cents(item['ram:SpecifiedLineTradeAgreement']['ram:NetPriceProductTradePrice']['ram:ChargeAmount'])).toBe(
        cents(line.unitPrice),
      )
      const tax = item['ram:SpecifiedLineTradeSettlement']['ram:ApplicableTradeTax'][0]
      expect([tax['ram:CategoryCode'], Number(tax['ram:RateApplicablePercent'])]).toEqual(['S', line.vatRate])
    })
  })

  it('agrees to the cent: line amounts, VAT per rate and the totals, with each other and with the document', () => {
    for (const detail of [invoice, creditNote]) {
      const transaction = parse(detail)
      const totals = detail.totals as NonNullable<DocumentDetail['totals']>
      const settlement = transaction['ram:ApplicableHeaderTradeSettlement']
      const summation = settlement['ram:SpecifiedTradeSettlementHeaderMonetarySummation']
      const lineAmounts = transaction['ram:IncludedSupplyChainTradeLineItem'].map((item: ParsedXml) => ({
        amount: cents(
          item['ram:SpecifiedLineTradeSettlement']['ram:SpecifiedTradeSettlementLineMonetarySummation']['ram:LineTotalAmount'],
        ),
        rate: Number(item['ram:SpecifiedLineTradeSettlement']['ram:ApplicableTradeTax'][0]['ram:RateApplicablePercent']),
      }))
      expect(sum(lineAmounts.map((line: { amount: number }) => line.amount))).toBe(cents(summation['ram:LineTotalAmount']))
      expect(cents(summation['ram:LineTotalAmount'])).toBe(cents(totals.net))
      expect(cents(summation['ram:TaxBasisTotalAmount'])).toBe(cents(totals.net))
      const taxes = settlement['ram:ApplicableTradeTax'] as Array<Record<string, string>>
      expect(taxes).toHaveLength(totals.vat.length)
      for (const tax of taxes) {
        const rate = Number(tax['ram:RateApplicablePercent'])
        const base = sum(
          lineAmounts.filter((line: { rate: number }) => line.rate === rate).map((line: { amount: number }) => line.amount),
        )
        expect(cents(tax['ram:BasisAmount'])).toBe(base)
        expect(cents(tax['ram:CalculatedAmount'])).toBe(Math.round((base * rate) / 100))
      }
      const taxTotal = summation['ram:TaxTotalAmount']
      expect(taxTotal['@_currencyID']).toBe('EUR')
      expect(cents(taxTotal['#text'])).toBe(sum(taxes.map((tax) => cents(tax['ram:CalculatedAmount']))))
      expect(cents(summation['ram:GrandTotalAmount'])).toBe(
        cents(summation['ram:TaxBasisTotalAmount']) + cents(taxTotal['#text']),
      )
      expect(cents(summation['ram:GrandTotalAmount'])).toBe(cents(totals.gross))
      expect(cents(summation['ram:DuePayableAmount'])).toBe(cents(totals.gross))
    }
  })

  it('names seller and buyer with VAT ids, pays by SEPA transfer to the IBAN and says when', () => {
    const xml = parser.parse(buildCiiXml(invoice))['rsm:CrossIndustryInvoice']
    const transaction = xml['rsm:SupplyChainTradeTransaction']
    const agreement = transaction['ram:ApplicableHeaderTradeAgreement']
    expect(agreement['ram:SellerTradeParty']['ram:SpecifiedTaxRegistration']['ram:ID']['#text']).toBe('DE000000000')
    // The ampersand in the buyer's name survives escaping.
    expect(agreement['ram:BuyerTradeParty']['ram:Name']).toBe('Nutzfahrzeuge Brandt & Söhne GmbH')
    expect(agreement['ram:BuyerOrderReferencedDocument']['ram:IssuerAssignedID']).toBe('WS-2025-0311/Bremsen')
    const settlement = transaction['ram:ApplicableHeaderTradeSettlement']
    expect(settlement['ram:InvoiceCurrencyCode']).toBe('EUR')
    expect(settlement['ram:SpecifiedTradeSettlementPaymentMeans']['ram:TypeCode']).toBe('58')
    expect(settlement['ram:SpecifiedTradeSettlementPaymentMeans']['ram:PayeePartyCreditorFinancialAccount']['ram:IBANID']).toBe(
      'DE02120300000000202051',
    )
    expect(settlement['ram:SpecifiedTradePaymentTerms']['ram:DueDateDateTime']['udt:DateTimeString']['#text']).toBe('20250411')
  })

  it('is an XRechnung 3.0 for a buyer with a Leitweg-ID: buyer reference, process, profile, electronic address', () => {
    const xml = parser.parse(buildCiiXml(xRechnungInvoice))['rsm:CrossIndustryInvoice']
    const context = xml['rsm:ExchangedDocumentContext']
    expect(context['ram:BusinessProcessSpecifiedDocumentContextParameter']['ram:ID']).toBe(
      'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
    )
    expect(context['ram:GuidelineSpecifiedDocumentContextParameter']['ram:ID']).toBe(
      'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
    )
    const agreement = xml['rsm:SupplyChainTradeTransaction']['ram:ApplicableHeaderTradeAgreement']
    expect(agreement['ram:BuyerReference']).toBe('991-33333TEST-33')
    expect(agreement['ram:BuyerTradeParty']['ram:URIUniversalCommunication']['ram:URIID']).toEqual({
      '#text': '991-33333TEST-33',
      '@_schemeID': '0204',
    })
    expect(agreement['ram:SellerTradeParty']['ram:DefinedTradeContact']['ram:DepartmentName']).toBe('Customer service')
    const plain = parser.parse(buildCiiXml(invoice))['rsm:CrossIndustryInvoice']
    expect(plain['rsm:ExchangedDocumentContext']['ram:BusinessProcessSpecifiedDocumentContextParameter']).toBeUndefined()
    expect(plain['rsm:SupplyChainTradeTransaction']['ram:ApplicableHeaderTradeAgreement']['ram:BuyerReference']).toBeUndefined()
  })

  it('states a delivery date (of the delivery note, else of the document); a credit note is cleared against invoices', () => {
    const deliveredOn = (detail: DocumentDetail) =>
      parse(detail)['ram:ApplicableHeaderTradeDelivery']['ram:ActualDeliverySupplyChainEvent']['ram:OccurrenceDateTime'][
        'udt:DateTimeString'
      ]['#text']
    expect(deliveredOn(invoice)).toBe('20250311')
    expect(deliveredOn(creditNote)).toBe('20250312')
    expect(
      parse(creditNote)['ram:ApplicableHeaderTradeSettlement']['ram:SpecifiedTradeSettlementPaymentMeans']['ram:TypeCode'],
    ).toBe('97')
  })

  it('escapes markup and drops control characters that XML cannot carry', () => {
    const detail = buildDocumentDetailFixture({ lineCount: 1 })
    detail.lines[0] = { ...(detail.lines[0] as DocumentDetail['lines'][number]), name: 'Ring <DN 50> "A" & \u0007B' }
    const items = parse(detail)['ram:IncludedSupplyChainTradeLineItem']
    expect(items[0]['ram:SpecifiedTradeProduct']['ram:Name']).toBe('Ring <DN 50> "A" & B')
  })

  it('refuses delivery notes and packing lists with a stable code', () => {
    for (const type of ['deliverynote', 'packinglist'] as const) {
      expect(() => buildCiiXml(buildDocumentDetailFixture({ type }))).toThrow(NoEInvoiceError)
    }
    expect(() => buildCiiXml(buildDocumentDetailFixture({ type: 'deliverynote' }))).toThrow(
      expect.objectContaining({ code: 'NO_E_INVOICE' }),
    )
  })

  it('refuses a document whose lines and totals disagree by a cent', () => {
    const detail = buildDocumentDetailFixture({ lineCount: 3 })
    const line = detail.lines[1] as DocumentDetail['lines'][number]
    detail.lines[1] = { ...line, lineTotal: (line.lineTotal as number) + 0.01 }
    expect(() => buildCiiXml(detail)).toThrow(InconsistentTotalsError)
  })
})
