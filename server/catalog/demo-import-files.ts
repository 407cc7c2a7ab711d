import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import { LANGUAGES } from '../../src/shared/contracts/languages'
import { PART_TYPES } from './catalog-tree'
import { DESIGNATIONS } from './designations'
import { MAKES } from './makes'
import { BRANDS, PartGenerator, WAREHOUSES } from './part-generator'
import { Random, STREAM } from './random'
import { generateVehicle } from './vehicle-generator'

/** Demo fleet size: one vehicle per hundred parts, at least twenty. */
const vehicleCount = (parts: number) => Math.max(20, Math.round(parts / 100))
const LINKS_PER_VEHICLE = 50
const UNIVERSAL_LINKS_PER_VEHICLE = 10

/** One `;`-separated CSV file written row by row, waiting for the disk when its buffer is full. */
class CsvFile {
  private readonly stream: fs.WriteStream
  constructor(file: string, header: string[]) {
    this.stream = fs.createWriteStream(file)
    this.stream.write(`${header.join(';')}\n`)
  }
  async row(values: Array<string | number | null>) {
    const line = values.map((v) =>
      v === null ? '' : /[;"\n]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v),
    )
    if (!this.stream.write(`${line.join(';')}\n`)) await once(this.stream, 'drain')
  }
  async close() {
    this.stream.end()
    await once(this.stream, 'finish')
  }
}

export type DemoFiles = { parts: number; crossReferences: number; vehicles: number; vehicleLinks: number }

/**
 * The demo catalogue as the import files a wholesaler would send (docs/catalogue-import.md): parts,
 * their names in eight languages, OE references, stock per warehouse and the vehicles they fit. The
 * same seed writes the same files, and the shop loads them through the import like any catalogue.
 */
export async function writeDemoImportFiles(dir: string, options: { parts: number; seed: number }): Promise<DemoFiles> {
  const file = (name: string, header: string[]) => new CsvFile(path.join(dir, name), header)
  const parts = file('parts.csv', [
    'article_id',
    'supplier_id',
    'product_group',
    'manufacturer',
    'make',
    'weight_g',
    'list_price',
    'deposit',
    'is_new',
    'replaces',
    'divisions',
    'gtin',
  ])
  const names = file('translations.csv', ['article_id', 'lang', 'name'])
  const references = file('references.csv', ['article_id', 'make', 'reference_no'])
  const stock = file('stock.csv', ['article_id', 'warehouse', 'quantity'])
  const generator = new PartGenerator(options.seed)
  const skus: string[] = ['']
  const byMakeDivision = new Map<string, number[]>()
  const universalByDivision = new Map<string, number[]>()
  let crossReferences = 0
  for (let id = 1; id <= options.parts; id++) {
    const part = generator.next(id)
    skus.push(part.sku)
    const type = PART_TYPES[part.typeIndex]
    const brand = BRANDS.find((b) => b.id === part.brandId)
    await parts.row([
      part.sku,
      part.vendorId,
      type?.key ?? '',
      brand?.name ?? '',
      MAKES[part.makeIndex]?.id ?? '',
      part.weightG,
      (part.listPriceCents / 100).toFixed(2),
      part.depositCents ? (part.depositCents / 100).toFixed(2) : null,
      part.isNew ? 1 : 0,
      part.replacesSku,
      part.divisions.join(' '),
      part.gtin,
    ])
    const designation = DESIGNATIONS[part.designationId - 1]
    for (const lang of LANGUAGES) await names.row([part.sku, lang, designation?.names[lang] ?? ''])
    for (const xref of part.xrefs) await references.row([part.sku, MAKES[xref.makeIndex]?.id ?? '', xref.referenceNo])
    crossReferences += part.xrefs.length
    for (const [w, quantity] of part.stock.entries())
      if (quantity > 0) await stock.row([part.sku, WAREHOUSES[w]?.id ?? '', quantity])
    const universal = type?.topId === 'U23'
    for (const division of part.divisions) {
      const key = universal ? division : `${part.makeIndex}:${division}`
      const map = universal ? universalByDivision : byMakeDivision
      const list = map.get(key)
      if (list) list.push(id)
      else map.set(key, [id])
    }
  }
  for (const f of [parts, names, references, stock]) await f.close()
  const vehicleLinks = await writeFitments(
    file('fitments.csv', ['article_id', 'vin', 'make', 'model', 'vehicle_type', 'engine', 'year']),
    options,
    skus,
    byMakeDivision,
    universalByDivision,
  )
  return { parts: options.parts, crossReferences, vehicles: vehicleCount(options.parts), vehicleLinks }
}

/** Each demo vehicle fits parts of its make and type (and some universal ones), picked as the vehicle's own random stream says. */
async function writeFitments(
  fitments: CsvFile,
  options: { parts: number; seed: number },
  skus: string[],
  byMakeDivision: Map<string, number[]>,
  universalByDivision: Map<string, number[]>,
): Promise<number> {
  let links = 0
  for (let id = 1; id <= vehicleCount(options.parts); id++) {
    const vehicle = generateVehicle(options.seed, id)
    const r = new Random(options.seed, STREAM.link, id)
    const fitting = new Set<number>()
    const own = byMakeDivision.get(`${vehicle.makeIndex}:${vehicle.type}`) ?? []
    const universal = universalByDivision.get(vehicle.type) ?? []
    for (let i = 0; i < Math.min(LINKS_PER_VEHICLE, own.length); i++) fitting.add(r.pick(own))
    for (let i = 0; i < Math.min(UNIVERSAL_LINKS_PER_VEHICLE, universal.length); i++) fitting.add(r.pick(universal))
    const make = MAKES[vehicle.makeIndex]?.id ?? ''
    for (const partId of [...fitting].sort((a, b) => a - b)) {
      await fitments.row([skus[partId] ?? '', vehicle.vin, make, vehicle.model, vehicle.type, vehicle.engine, vehicle.year])
    }
    links += fitting.size
  }
  await fitments.close()
  return links
}
