import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/shared/contracts/languages'
import { buildDocumentDetailFixture } from './document-detail-fixture'
import { buildCiiXml } from './einvoice/cii-xml'
import { schemaStructureErrors } from './einvoice/xsd-structure'
import { embeddedFiles, pdfTextRuns } from './pdf/pdf-inspection'
import { renderDocumentPdf } from './pdf/render-document-pdf'

// biome-ignore lint/suspicious/noExplicitAny: parsed XML is walked by element name; the assertions check what is there
type ParsedXml = Record<string, any>

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false })
const settlementOf = (xml: string): ParsedXml =>
  parser.parse(xml)['rsm:CrossIndustryInvoice']['rsm:SupplyChainTradeTransaction']['ram:ApplicableHeaderTradeSettlement']
const byCard = buildDocumentDetailFixture({ lineCount: 6, vatRates: [19, 7], paidOnline: 'card' })
const byPayPal = buildDocumentDetailFixture({ lineCount: 6, vatRates: [19, 7], paidOnline: 'paypal' })
const unpaid = buildDocumentDetailFixture({ lineCount: 6, vatRates: [19, 7] })
const gross = byCard.totals?.gross.toFixed(2)

/** The German and English sentences checked word for word; the other six must at least name the card and the day. */
const SENTENCES = {
  de: 'Bezahlt per Kreditkarte (VISA ••1111) am 10.03.2025. Es ist nichts mehr zu zahlen.',
  en: 'Paid by credit card (VISA ••1111) on 10/03/2025. Nothing left to pay.',
}

describe('invoices paid online (issue 33)', { timeout: 60_000 }, () => {
  it('the e-invoice of a card payment: BT-81 54 with the card (BT-87 last digits, BT-88 holder), BT-113 = total, BT-115 = 0', () => {
    const xml = buildCiiXml(byCard)
    expect(schemaStructureErrors(xml)).toEqual([])
    const settlement = settlementOf(xml)
    expect(settlement['ram:SpecifiedTradeSettlementPaymentMeans']).toEqual({
      'ram:TypeCode': '54',
      'ram:Information': 'Credit card',
      'ram:ApplicableTradeSettlementFinancialCard': { 'ram:ID': '1111', 'ram:CardholderName': 'Jana Becker' },
    })
    const summation = settlement['ram:SpecifiedTradeSettlementHeaderMonetarySummation']
    expect(summation['ram:GrandTotalAmount']).toBe(gross)
    expect(summation['ram:TotalPrepaidAmount']).toBe(gross)
    expect(summation['ram:DuePayableAmount']).toBe('0.00')
    expect(settlement['ram:SpecifiedTradePaymentTerms']).toEqual({
      'ram:Description': 'Paid by credit card on 2025-03-10. Nothing left to pay.',
    })
    expect(settlement['ram:PaymentReference']).toBeUndefined()
    expect(xml).not.toContain('IBANID')
    expect(xml).not.toContain('411111')
  })

  it('the e-invoice of a PayPal payment: BT-81 68 (online payment service), no card, nothing due', () => {
    const settlement = settlementOf(buildCiiXml(byPayPal))
    expect(settlement['ram:SpecifiedTradeSettlementPaymentMeans']).toEqual({ 'ram:TypeCode': '68', 'ram:Information': 'PayPal' })
    expect(settlement['ram:SpecifiedTradeSettlementHeaderMonetarySummation']['ram:DuePayableAmount']).toBe('0.00')
  })

  it('an invoice not paid online stays a bank transfer (58) with everything due', () => {
    const settlement = settlementOf(buildCiiXml(unpaid))
    expect(settlement['ram:SpecifiedTradeSettlementPaymentMeans']['ram:TypeCode']).toBe('58')
    const summation = settlement['ram:SpecifiedTradeSettlementHeaderMonetarySummation']
    expect(summation['ram:TotalPrepaidAmount']).toBeUndefined()
    expect(summation['ram:DuePayableAmount']).toBe(summation['ram:GrandTotalAmount'])
  })

  const xmllint = spawnSync('xmllint', ['--version']).status === 0
  it.skipIf(!xmllint)('validates against the official Factur-X EN 16931 XSD with xmllint', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cii-paid-')), 'factur-x.xml')
    const schema = path.join(import.meta.dirname, 'einvoice', 'xsd', 'Factur-X_1.07.3_EN16931.xsd')
    for (const detail of [byCard, byPayPal, { ...byCard, buyerReference: '991-33333TEST-33' }]) {
      fs.writeFileSync(file, buildCiiXml(detail))
      expect(() => execFileSync('xmllint', ['--noout', '--schema', schema, file], { stdio: 'pipe' })).not.toThrow()
    }
  })

  it.each(LANGUAGES)('the PDF in %s says how and when it was paid, with neither due date nor bank details', async (lang) => {
    const pdf = await renderDocumentPdf(byCard, lang)
    const text = pdfTextRuns(pdf).join('\n')
    const sentence = SENTENCES[lang as keyof typeof SENTENCES]
    if (sentence) expect(text).toContain(sentence)
    expect(text).toContain('VISA ••1111')
    // The IBAN stays in the footer's legal data; only the request to transfer goes.
    expect(text).not.toMatch(/IBAN DE02120300000000202051[,.]/)
    expect(text).not.toMatch(/11[./]04[./]2025|2025-04-11/)
    expect(String(embeddedFiles(pdf)[0])).toBe(buildCiiXml(byCard))
    const paypal = pdfTextRuns(await renderDocumentPdf(byPayPal, lang)).join('\n')
    expect(paypal).toContain('PayPal')
    expect(paypal).not.toContain('••')
  })
})
