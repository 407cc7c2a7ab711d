import { type RawBuilder, sql } from 'kysely'
import { parseFormNumber } from '../../shop/form-number'
import { partNumberKey } from '../../shop/part-number'

/**
 * What `q` matches in the information centre, as SQL fragments for one customer: a document or
 * order number (contained, with or without its hyphen), the buyer's own order reference
 * (contained, case-insensitive), a VIN, or an article or OE number in the lines. Numbers are
 * compared as the catalogue does (partNumberKey); an OE number becomes the catalogue's skus through
 * part_xrefs' reference_norm index, and lines are found by the (customer_id, sku_norm) indexes —
 * never by scanning other customers' rows. A case number (R-000042) finds the documents and orders
 * its lines came from, as an order number finds its documents.
 */
export type QMatch = {
  customerId: string
  like: string
  norm: string
  normLike: string
  serviceCase: ReturnType<typeof parseFormNumber>
}

const escapeLike = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
/**
 * SQLite's LIKE ignores the case of ASCII letters, PostgreSQL's does not: both sides go through
 * upper(), which in both databases (and under the "C" collation) changes ASCII letters only.
 */
const asciiUpper = (value: string) => value.replace(/[a-z]/g, (c) => c.toUpperCase())
const contains = (column: RawBuilder<unknown> | ReturnType<typeof sql.ref>, pattern: string) =>
  sql<boolean>`upper(${column}) like ${pattern} escape '\\'`

export function qMatch(customerId: string, q: string): QMatch {
  const norm = partNumberKey(q)
  return {
    customerId,
    like: escapeLike(asciiUpper(q)),
    norm,
    normLike: norm ? escapeLike(norm) : '',
    serviceCase: parseFormNumber(q),
  }
}

/** `or <column> in (the case's lines' <lineColumn>)` when `q` is a case number of the customer; nothing otherwise. */
function namedByCase(m: QMatch, column: string, lineColumn: 'document_id' | 'order_number'): RawBuilder<unknown> {
  if (!m.serviceCase) return sql``
  return sql`or ${sql.ref(column)} in (select sfl.${sql.ref(lineColumn)} from service_form_lines sfl
    join service_forms sf on sf.id = sfl.form_id
    where sf.id = ${m.serviceCase.id} and sf.kind = ${m.serviceCase.kind} and sf.customer_id = ${m.customerId})`
}

/** The article numbers `q` stands for: itself, and the parts whose OE number it is. */
function skuNorms(m: QMatch): RawBuilder<unknown> {
  return sql`(select ${m.norm} union select p.sku_norm from part_xrefs x join parts p on p.id = x.part_id where x.reference_norm = ${m.norm})`
}

function numberMatches(column: string, m: QMatch): RawBuilder<boolean> {
  const ref = sql.ref(column)
  if (!m.norm) return contains(ref, m.like)
  return sql<boolean>`(${contains(ref, m.like)} or ${contains(sql`replace(${ref}, '-', '')`, m.normLike)})`
}

/** The customer's order numbers that `q` names directly: number, reference or VIN. */
function ordersNamed(m: QMatch): RawBuilder<unknown> {
  return sql`(select o2.order_number from orders o2 where o2.customer_id = ${m.customerId} and (
    ${numberMatches('o2.order_number', m)} or ${contains(sql.ref('o2.customer_order_reference'), m.like)} or o2.vin = ${m.norm}))`
}

/** For `documents as d`. */
export function documentMatches(m: QMatch): RawBuilder<boolean> {
  return sql<boolean>`(${numberMatches('d.document_id', m)}
    or ${contains(sql.ref('d.customer_order_reference'), m.like)}
    or d.document_id in (select do2.document_id from document_orders do2 where do2.order_number in ${ordersNamed(m)})
    or d.document_id in (select dl.document_id from document_lines dl where dl.customer_id = ${m.customerId} and dl.sku_norm in ${skuNorms(m)})
    ${namedByCase(m, 'd.document_id', 'document_id')})`
}

/** For `orders as o`. */
export function orderMatches(m: QMatch): RawBuilder<boolean> {
  return sql<boolean>`(o.order_number in ${ordersNamed(m)}
    or o.order_number in (select ol.order_number from order_lines ol where ol.customer_id = ${m.customerId} and ol.sku_norm in ${skuNorms(m)})
    or o.order_number in (select do3.order_number from document_orders do3 where do3.document_id in (
      select d3.document_id from documents d3 where d3.customer_id = ${m.customerId} and ${numberMatches('d3.document_id', m)}))
    ${namedByCase(m, 'o.order_number', 'order_number')})`
}

/** For `shipments as s`: tracking or shipment number, or anything that finds its delivery note. */
export function shipmentMatches(m: QMatch): RawBuilder<boolean> {
  return sql<boolean>`(${numberMatches('s.shipment_id', m)} or ${contains(sql.ref('s.tracking_number'), m.like)}
    or s.delivery_note_id in (select d.document_id from documents d where d.customer_id = ${m.customerId} and d.type = 'deliverynote'
      and ${documentMatches(m)}))`
}

/** For `order_lines as l` joined with `orders as o` (the backorder list). */
export function orderLineMatches(m: QMatch): RawBuilder<boolean> {
  return sql<boolean>`(l.sku_norm in ${skuNorms(m)} or o.order_number in ${ordersNamed(m)})`
}
