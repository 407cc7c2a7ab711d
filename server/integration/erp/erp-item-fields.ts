import { z } from 'zod'

/** Field shapes the ERP's order, document and shipment items share (snake_case, like the catalogue items). */

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD.')
export const isoTimestamp = z.iso.datetime({ offset: true })
export const money = z.number().finite().min(-1e9).max(1e9)
export const quantity = z.number().int().min(0).max(1_000_000)
export const articleId = z.string().trim().min(1).max(64)
export const customerId = z.string().trim().min(1).max(40)

/** An address as printed; missing on an item → the customer's billing address. */
export const erpAddress = z
  .object({
    name: z.string().trim().min(1).max(200),
    street: z.string().trim().min(1).max(200),
    postal_code: z.string().trim().min(1).max(20),
    city: z.string().trim().min(1).max(100),
    country: z.string().trim().length(2),
  })
  .strict()
export type ErpAddress = z.infer<typeof erpAddress>

export const erpParty = erpAddress.extend({ vat_id: z.string().trim().max(30).nullable().optional() }).strict()
export type ErpParty = z.infer<typeof erpParty>

/** The stored JSON shape (the Address/Party contracts) of an item's address. */
export const addressJson = (address: ErpAddress) => ({
  name: address.name,
  street: address.street,
  postalCode: address.postal_code,
  city: address.city,
  country: address.country,
})
