import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { buildDocumentDetailFixture } from './document-detail-fixture'
import { buildCiiXml } from './einvoice/cii-xml'
import { schemaStructureErrors } from './einvoice/xsd-structure'
import { embeddedFiles, pdfTextRuns } from './pdf/pdf-inspection'
import { renderDocumentPdf } from './pdf/render-document-pdf'

// biome-ignore lint/suspicious/noExplicitAny: parsed XML is walked by element name; the assertions check what is there
type ParsedXml = Record<string, any>

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['ram:IncludedSupplyChainTradeLineItem', 'ram:ApplicableTradeTax'].includes(name),
})
const cents = (value: unknown) => Math.round(Number(value) * 100)
const invoice = buildDocumentDetailFixture({ lineCount: 9, vatRates: [19, 7], deposits: true })
const creditNote = buildDocumentDetailFixture({ type: 'creditnote', lineCount: 4, deposits: true })
const deposits = invoice.lines.filter((line) => line.lineKind === 'deposit')

describe('deposit lines (Altteilpfand) on invoices and credit notes', { timeout: 60_000 }, () => {
  it('the fixture puts a deposit line right after its part, same sku, VAT of the part', () => {
    expect(deposits).toHaveLength(3)
    for (const deposit of deposits) {
      const part = invoice.lines[deposit.positionNumber - 2]
      expect(part).toMatchObject({ lineKind: 'goods', sku: deposit.sku, vatRate: deposit.vatRate, qty: deposit.qty })
    }
  })

  it('are lines of their own in the e-invoice, whose totals still add up (BT-106 = lines, BT-109, BT-112)', () => {
    for (const detail of [invoice, creditNote]) {
      const xml = buildCiiXml(detail)
      expect(schemaStructureErrors(xml)).toEqual([])
      const transaction: ParsedXml = parser.parse(xml)['rsm:CrossIndustryInvoice']['rsm:SupplyChainTradeTransaction']
      const items: ParsedXml[] = transaction['ram:IncludedSupplyChainTradeLineItem']
      expect(items).toHaveLength(detail.lines.length)
      const names = items.map((item) => item['ram:SpecifiedTradeProduct']['ram:Name'])
      for (const line of detail.lines.filter((l) => l.lineKind === 'deposit')) {
        expect(names[line.positionNumber - 1]).toBe(`Core deposit (Altteilpfand) ${line.sku}`)
        const tax = items[line.positionNumber - 1]?.['ram:SpecifiedLineTradeSettlement']['ram:ApplicableTradeTax'][0]
        expect(tax['ram:CategoryCode']).toBe('S')
        expect(Number(tax['ram:RateApplicablePercent'])).toBe(line.vatRate)
      }
      const lineCents = items.map((item) =>
        cents(
          item['ram:SpecifiedLineTradeSettlement']['ram:SpecifiedTradeSettlementLineMonetarySummation']['ram:LineTotalAmount'],
        ),
      )
      const summation = transaction['ram:ApplicableHeaderTradeSettlement']['ram:SpecifiedTradeSettlementHeaderMonetarySummation']
      const lineTotal = cents(summation['ram:LineTotalAmount'])
      expect(lineTotal).toBe(lineCents.reduce((sum, value) => sum + value, 0))
      expect(lineTotal).toBe(cents(detail.totals?.net))
      expect(cents(summation['ram:TaxBasisTotalAmount'])).toBe(lineTotal)
      expect(cents(summation['ram:GrandTotalAmount'])).toBe(lineTotal + cents(summation['ram:TaxTotalAmount']['#text']))
      const depositCents = detail.lines.filter((l) => l.lineKind === 'deposit').map((l) => cents(l.lineTotal))
      expect(depositCents.length).toBeGreaterThan(0)
    }
  })

  const xmllint = spawnSync('xmllint', ['--version']).status === 0
  it.skipIf(!xmllint)('validates against the official Factur-X EN 16931 XSD with xmllint', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cii-deposit-')), 'factur-x.xml')
    const schema = path.join(import.meta.dirname, 'einvoice', 'xsd', 'Factur-X_1.07.3_EN16931.xsd')
    for (const detail of [invoice, creditNote]) {
      fs.writeFileSync(file, buildCiiXml(detail))
      expect(() => execFileSync('xmllint', ['--noout', '--schema', schema, file], { stdio: 'pipe' })).not.toThrow()
    }
  })

  it('print as "Altteilpfand <part number>" in German and "Core deposit <part number>" in English, without OE numbers', async () => {
    const [deposit] = deposits
    const german = pdfTextRuns(await renderDocumentPdf(invoice, 'de'))
    expect(german).toContain(`Altteilpfand ${deposit?.sku}`)
    const english = await renderDocumentPdf(creditNote, 'en')
    expect(pdfTextRuns(english)).toContain(`Core deposit ${creditNote.lines[1]?.sku}`)
    expect(String(embeddedFiles(english)[0])).toBe(buildCiiXml(creditNote))
    // The small line under a deposit names its order only (every part of the fixture has OE numbers before it).
    expect(german).toContain(`Auftrag ${deposit?.orderNumber}`)
  })
})
