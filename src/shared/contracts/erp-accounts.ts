import { z } from 'zod'
import { VIN_SEARCH_VALUES } from './account-constants'
import { languageSchema } from './content'
import { INTEGRATION_BATCH_MAX } from './integration-constants'
import { leitwegIdSchema } from './leitweg-id'
import { ERP_FORM_STATUSES } from './services-constants'

/**
 * What an ERP sends to /api/integration/customers, /contacts and /service-cases (issue 29,
 * docs/erp-exchange.md). Field names are the ERP's (snake_case, like the other integration batches).
 * The shape is checked here (a wrong one is the sender's bug: 400 for the whole batch); whether an
 * entity, country, price group or customer exists is checked per item and answered in `refused`.
 */
const id = z.string().trim().min(1).max(40)
const text = (max: number) => z.string().trim().max(max)

export const erpCustomerSchema = z
  .object({
    customer_id: id.describe('The ERP’s customer number; the shop’s customer number too'),
    name: text(200).min(1),
    billing: z
      .object({ street: text(200), postal_code: text(20), city: text(100).min(1), country: z.string().regex(/^[A-Z]{2}$/) })
      .strict(),
    sales_entity: id.describe('The shop’s sales entity (entities.code), e.g. DTDE'),
    price_group: id,
    currency: z.string().regex(/^[A-Z]{3}$/, 'a three-letter ISO currency code'),
    features: z
      .object({
        order: z.boolean(),
        invoice: z.boolean(),
        shipment: z.boolean(),
        show_price: z.boolean(),
        fill_basket: z.boolean(),
      })
      .strict(),
    payment_terms_days: z.number().int().min(0).max(365).nullable(),
    transport_terms: text(100).nullable().describe('An Incoterm or the ERP’s own words, e.g. "DAP"'),
    blocked: z.boolean().describe('true ends every session of the customer’s contacts at once and refuses their login'),
    vin_search: z
      .enum(['', ...VIN_SEARCH_VALUES])
      .optional()
      .describe('Omitted: unchanged (new customers: none)'),
    buyer_reference: leitwegIdSchema
      .nullable()
      .optional()
      .describe('Leitweg-ID of a public buyer: its e-invoices become XRechnung 3.0. Omitted: unchanged; null: none'),
  })
  .strict()
export type ErpCustomer = z.infer<typeof erpCustomerSchema>

export const erpContactSchema = z
  .object({
    contact_id: id.describe('The ERP’s id of the person'),
    customer_id: id,
    email: z.string().trim().toLowerCase().email().max(254),
    first_name: text(100),
    last_name: text(100).min(1),
    language: languageSchema,
    role: z.enum(['customer', 'admin']),
    disabled: z.boolean().describe('true ends the contact’s sessions at once'),
  })
  .strict()
export type ErpContact = z.infer<typeof erpContactSchema>

export const erpServiceCaseSchema = z
  .object({
    case_id: z.number().int().min(1).describe('The case’s id (the number R-000042 or W-000042 shows it)'),
    status: z.enum(ERP_FORM_STATUSES),
    note: text(1000).default('').describe('Shown to the customer beside the status'),
  })
  .strict()
export type ErpServiceCase = z.infer<typeof erpServiceCaseSchema>

/** The body of every ERP door: 1 to `max` items, nothing else, with one request example for the OpenAPI document. */
export const erpBatchOf = <T extends z.ZodTypeAny>(item: T, example: unknown, max = INTEGRATION_BATCH_MAX) =>
  z
    .object({
      items: z
        .array(item)
        .min(1, 'Send at least one item.')
        .max(max, `At most ${max.toLocaleString('en')} items per call: send the rest in another call.`),
    })
    .strict()
    .meta({ examples: [{ items: [example] }] })

export const ERP_CUSTOMER_EXAMPLE: ErpCustomer = {
  customer_id: '40117',
  name: 'Spedition Nordlicht GmbH',
  billing: { street: 'Hafenstraße 12', postal_code: '20457', city: 'Hamburg', country: 'DE' },
  sales_entity: 'DTDE',
  price_group: 'FL',
  currency: 'EUR',
  features: { order: true, invoice: true, shipment: true, show_price: true, fill_basket: true },
  payment_terms_days: 30,
  transport_terms: 'DAP',
  blocked: false,
  vin_search: 'VIN_and_OE-No.',
}
export const ERP_CONTACT_EXAMPLE: ErpContact = {
  contact_id: 'C-40117-1',
  customer_id: '40117',
  email: 'einkauf@nordlicht-spedition.example',
  first_name: 'Jana',
  last_name: 'Petersen',
  language: 'de',
  role: 'customer',
  disabled: false,
}

export const erpCustomersBatchSchema = erpBatchOf(erpCustomerSchema, ERP_CUSTOMER_EXAMPLE)
export const erpContactsBatchSchema = erpBatchOf(erpContactSchema, ERP_CONTACT_EXAMPLE)
export const erpServiceCasesBatchSchema = erpBatchOf(erpServiceCaseSchema, {
  case_id: 42,
  status: 'approved',
  note: 'Credit note follows with the next invoice run.',
})
