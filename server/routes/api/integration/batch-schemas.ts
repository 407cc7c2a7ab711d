import { z } from 'zod'
import { IMPORT_REFUSAL_CODES } from '../../../../src/shared/contracts/admin-import-constants'
import { INTEGRATION_BATCH_MAX } from '../../../../src/shared/contracts/integration-constants'
import { RECORD_FIELDS, type RecordKind } from '../../../integration/catalog-import/records'

/** A value as a system may send it; whether it is a valid price, unit or id is the import's rule, reported per item. */
const rawValue = z.union([z.string().max(4000), z.number(), z.boolean(), z.null()])

/** Only the canonical names of the kind (records.ts): a misspelt field is the sender's bug, answered 400 at once. */
function fieldsObject(names: readonly string[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, rawValue.optional()]))).strict()
}

const without = (kind: RecordKind) => RECORD_FIELDS[kind].filter((name) => name !== 'article_id')

const partItem = fieldsObject(RECORD_FIELDS.part).extend({
  translations: z
    .array(fieldsObject(without('translation')))
    .max(20)
    .optional(),
  references: z
    .array(fieldsObject(without('reference')))
    .max(200)
    .optional(),
  features: z
    .array(fieldsObject(without('feature')))
    .max(100)
    .optional(),
})

const batchOf = <T extends z.ZodTypeAny>(item: T) =>
  z
    .object({
      items: z
        .array(item)
        .min(1, 'Send at least one item.')
        .max(
          INTEGRATION_BATCH_MAX,
          `At most ${INTEGRATION_BATCH_MAX.toLocaleString('en')} items per call: send the rest in another call.`,
        ),
    })
    .strict()

export const partsBatchSchema = batchOf(partItem)
export const partDeletesBatchSchema = batchOf(fieldsObject(RECORD_FIELDS.delete))
/** A price item with `customer_id` is that customer's net price; without, a price of a price group (with scales). */
export const pricesBatchSchema = batchOf(
  z.union([fieldsObject(RECORD_FIELDS['customer-price']).required({ customer_id: true }), fieldsObject(RECORD_FIELDS.price)]),
)
export const stockBatchSchema = batchOf(fieldsObject(RECORD_FIELDS.stock))

export const batchAnswerSchema = z.object({
  runId: z.string(),
  /** Records applied per kind (`part`, `translation`, `price` …). */
  applied: z.record(z.string(), z.number()),
  /** Every refused item, in the order sent: `at` is `items[3]` or `items[3].translations[1]`. */
  refused: z.array(z.object({ at: z.string(), field: z.string(), code: z.enum(IMPORT_REFUSAL_CODES), reason: z.string() })),
})
export type BatchAnswer = z.infer<typeof batchAnswerSchema>
