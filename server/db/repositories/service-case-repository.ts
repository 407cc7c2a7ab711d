import { sql } from 'kysely'
import type { DocumentType } from '../../../src/shared/contracts/documents-constants'
import type { CoreCondition, FormKind, FormReason } from '../../../src/shared/contracts/services-constants'
import { parseFormNumber } from '../../shop/form-number'
import { partNumberKey } from '../../shop/part-number'
import type { Db } from '../connect'
import { returnableDocument } from './returnable-lines'
import { type CaseRecord, findCase, readCases } from './service-case-read'

/** A case line checked against its document line, ready to store (server/returns/prepare-case-lines.ts). */
export type NewCaseLine = {
  documentId: string
  documentPosition: number
  orderNumber: string
  vendorId: string
  sku: string
  skuNorm: string
  partName: string
  qty: number
  reason: FormReason | null
  condition: CoreCondition | null
  remark: string
  unitCredit: number
  currency: string
  vatRate: number
  photos: Array<{ mime: string; bytes: Buffer }>
}
export type NewCase = { kind: FormKind; remarks: string; language: string; lines: NewCaseLine[] }

/** Contained, case-insensitive on both databases (ASCII upper on both sides, as history-search does). */
const escapeLike = (value: string) => `%${value.replace(/[a-z]/g, (c) => c.toUpperCase()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * Return, warranty and core cases (/infocenter/forms): one case is one box going back, its lines
 * taken from the customer's delivery notes and invoices, with photos and a timeline of steps.
 */
export function createServiceCaseRepository(db: Db) {
  return {
    find: (customerId: string, id: number): Promise<CaseRecord | null> => findCase(db, customerId, id),

    /** The customer's cases, newest first; `q` as casesQuerySchema describes it. */
    async list(customerId: string, q?: string): Promise<CaseRecord[]> {
      let query = db.selectFrom('service_forms').select('id').where('customer_id', '=', customerId)
      if (q) {
        const number = parseFormNumber(q)
        const norm = partNumberKey(q)
        query = query.where((eb) =>
          eb.or([
            ...(number ? [eb.and([eb('id', '=', number.id), eb('kind', '=', number.kind)])] : []),
            eb(
              'id',
              'in',
              eb
                .selectFrom('service_form_lines')
                .select('form_id')
                .where((inner) =>
                  inner.or([
                    sql<boolean>`upper(document_id) like ${escapeLike(q)} escape '\\'`,
                    sql<boolean>`upper(order_number) like ${escapeLike(q)} escape '\\'`,
                    ...(norm ? [inner('sku_norm', '=', norm)] : []),
                  ]),
                ),
            ),
          ]),
        )
      }
      const ids = await query.execute()
      return readCases(
        db,
        customerId,
        ids.map((row) => row.id),
      )
    },

    returnable: (customerId: string, documentId: string, types: DocumentType[]) =>
      returnableDocument(db, customerId, documentId, types),

    /** The header (its single-line columns from the first line, for what still reads them), lines, photos and first step. */
    async insert(caller: { customerId: string; contactId: string }, input: NewCase): Promise<number> {
      const first = input.lines[0]
      if (!first) throw new Error('a case without lines')
      const now = new Date().toISOString()
      const header = await db
        .insertInto('service_forms')
        .values({
          customer_id: caller.customerId,
          contact_id: caller.contactId,
          kind: input.kind,
          order_number: first.orderNumber,
          position: first.documentPosition,
          vendor_id: first.vendorId,
          sku: first.sku,
          part_name: first.partName,
          qty: first.qty,
          reason: first.reason ?? first.condition ?? '',
          description: first.remark,
          remarks: input.remarks,
          status: 'requested',
          language: input.language,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const formId = header.id
      await db
        .insertInto('service_form_lines')
        .values(
          input.lines.map((line, index) => ({
            form_id: formId,
            line_no: index + 1,
            document_id: line.documentId,
            document_position: line.documentPosition,
            order_number: line.orderNumber,
            vendor_id: line.vendorId,
            sku: line.sku,
            sku_norm: line.skuNorm,
            part_name: line.partName,
            qty: line.qty,
            reason: line.reason,
            core_condition: line.condition,
            remark: line.remark,
            unit_credit: line.unitCredit,
            currency: line.currency,
            vat_rate: line.vatRate,
          })),
        )
        .execute()
      const photos = input.lines.flatMap((line, index) =>
        line.photos.map((photo) => ({ form_id: formId, line_no: index + 1, mime: photo.mime, bytes: photo.bytes })),
      )
      // One by one, so the ids keep the order the customer took them in.
      for (const photo of photos) await db.insertInto('service_form_photos').values(photo).execute()
      await db
        .insertInto('service_form_events')
        .values({ form_id: formId, status: 'requested', at: now, actor: 'customer', note: '' })
        .execute()
      return formId
    },

    /** A photo of a case of this customer (null: of any customer, for the admin area); null when there is none. */
    async photo(customerId: string | null, formId: number, photoId: number) {
      let query = db
        .selectFrom('service_form_photos as p')
        .innerJoin('service_forms as f', 'f.id', 'p.form_id')
        .select(['p.mime', 'p.bytes'])
        .where('p.form_id', '=', formId)
        .where('p.id', '=', photoId)
      if (customerId !== null) query = query.where('f.customer_id', '=', customerId)
      return (await query.executeTakeFirst()) ?? null
    },
  }
}
