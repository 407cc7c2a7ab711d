import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { PART_TYPES } from '../../../server/catalog/catalog-tree'
import { DESIGNATIONS } from '../../../server/catalog/designations'
import { MAKES } from '../../../server/catalog/makes'
import { BRANDS, type GeneratedPart, PartGenerator } from '../../../server/catalog/part-generator'
import { productImageSrc } from '../../../server/shop/product-image'

/** The languages of the benchmark's catalogue (issue 28: "3 languages"), as BMEcat writes them. */
const LANGUAGES = [
  ['de', 'deu'],
  ['en', 'eng'],
  ['fr', 'fra'],
] as const

/** Writes are gathered to about this many characters before they go to the file. */
const BATCH_CHARS = 64 * 1024

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

const HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<BMECAT version="2005" xmlns="http://www.bmecat.org/bmecat/2005">
<HEADER>
<GENERATOR_INFO>tests/bench/import/write-bmecat.ts (the demo generator)</GENERATOR_INFO>
<CATALOG><LANGUAGE default="true">deu</LANGUAGE><LANGUAGE>eng</LANGUAGE><LANGUAGE>fra</LANGUAGE><CATALOG_ID>DEMO</CATALOG_ID><CATALOG_VERSION>1.0</CATALOG_VERSION><CURRENCY>EUR</CURRENCY></CATALOG>
<SUPPLIER><SUPPLIER_NAME>Achslast</SUPPLIER_NAME></SUPPLIER>
</HEADER>
<T_NEW_CATALOG>
`
const FOOTER = '</T_NEW_CATALOG>\n</BMECAT>\n'

/** Two OE numbers, grouped by make: BMEcat wants each FNAME once per PRODUCT_FEATURES area. */
function oeFeatures(part: GeneratedPart): string {
  const byMake = new Map<string, string[]>()
  for (const xref of part.xrefs.slice(0, 2)) {
    const make = MAKES[xref.makeIndex]?.name ?? ''
    byMake.set(make, [...(byMake.get(make) ?? []), xref.referenceNo])
  }
  return [...byMake]
    .map(
      ([make, numbers]) =>
        `<FEATURE><FNAME>${escapeXml(make)}</FNAME>${numbers.map((n) => `<FVALUE>${escapeXml(n)}</FVALUE>`).join('')}</FEATURE>`,
    )
    .join('')
}

/** One demo part as a BMEcat 2005 PRODUCT, in the mapping of docs/catalogue-import.md ("BMEcat 2005"). */
export function productXml(part: GeneratedPart): string {
  const names = DESIGNATIONS[part.designationId - 1]?.names
  const typeKey = PART_TYPES[part.typeIndex]?.key ?? ''
  const brand = BRANDS.find((candidate) => candidate.id === part.brandId)?.name ?? ''
  const texts = LANGUAGES.map(
    ([lang, code]) => `<DESCRIPTION_SHORT lang="${code}">${escapeXml(names?.[lang] ?? '')}</DESCRIPTION_SHORT>`,
  )
  return `<PRODUCT mode="new"><SUPPLIER_PID>${escapeXml(part.sku)}</SUPPLIER_PID>
<PRODUCT_DETAILS>${texts.join('')}<MANUFACTURER_NAME>${escapeXml(brand)}</MANUFACTURER_NAME>${part.isNew ? '<PRODUCT_STATUS type="new_product"/>' : ''}</PRODUCT_DETAILS>
<PRODUCT_FEATURES><REFERENCE_FEATURE_SYSTEM_NAME>PART_TYPE</REFERENCE_FEATURE_SYSTEM_NAME><REFERENCE_FEATURE_GROUP_ID>${typeKey}</REFERENCE_FEATURE_GROUP_ID></PRODUCT_FEATURES>
<PRODUCT_FEATURES><REFERENCE_FEATURE_SYSTEM_NAME>OE</REFERENCE_FEATURE_SYSTEM_NAME>${oeFeatures(part)}</PRODUCT_FEATURES>
<PRODUCT_ORDER_DETAILS><ORDER_UNIT>C62</ORDER_UNIT><CONTENT_UNIT>C62</CONTENT_UNIT></PRODUCT_ORDER_DETAILS>
<PRODUCT_PRICE_DETAILS><PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>${(part.listPriceCents / 100).toFixed(2)}</PRICE_AMOUNT><LOWER_BOUND>1</LOWER_BOUND></PRODUCT_PRICE></PRODUCT_PRICE_DETAILS>
<MIME_INFO><MIME><MIME_TYPE>image/svg+xml</MIME_TYPE><MIME_SOURCE>${productImageSrc(typeKey)}</MIME_SOURCE><MIME_PURPOSE>normal</MIME_PURPOSE></MIME></MIME_INFO>
<PRODUCT_LOGISTIC_DETAILS><PRODUCT_DIMENSIONS><WEIGHT>${part.weightG / 1000}</WEIGHT></PRODUCT_DIMENSIONS></PRODUCT_LOGISTIC_DETAILS>
</PRODUCT>
`
}

/**
 * Writes a T_NEW_CATALOG of the demo generator's first `parts` parts to `path`, as the benchmark's
 * full import reads it. Streams with backpressure: at most one batch and the stream's buffer are in
 * memory, however many parts there are.
 */
export async function writeBmecat(
  path: string,
  options: { parts: number; seed?: number },
): Promise<{ parts: number; bytes: number }> {
  const out = createWriteStream(path)
  const failed = once(out, 'error').then(([error]) => Promise.reject(error))
  failed.catch(() => {})
  const write = async (text: string) => {
    if (!out.write(text)) await Promise.race([once(out, 'drain'), failed])
  }
  const generator = new PartGenerator(options.seed ?? 1)
  let batch = HEADER
  for (let id = 1; id <= options.parts; id++) {
    batch += productXml(generator.next(id))
    if (batch.length >= BATCH_CHARS) {
      await write(batch)
      batch = ''
    }
  }
  await write(batch + FOOTER)
  out.end()
  await Promise.race([once(out, 'finish'), failed])
  return { parts: options.parts, bytes: out.bytesWritten }
}
