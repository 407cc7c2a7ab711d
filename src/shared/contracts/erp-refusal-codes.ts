/**
 * zod-free: why the ERP routes of the integration API (issue 29) refused an item, in `refused[].code`.
 * Kebab-case like the catalogue import's refusal codes (admin-import-constants.ts), so an ERP reads
 * one style of code from every /api/integration answer; codes both name mean the same thing.
 */
export const ERP_REFUSAL_CODES = [
  /** customer_id names no customer of the shop (a contact's customer must be sent first). */
  'unknown-customer',
  /** sales_entity is not one of the shop's entities (entities.code). */
  'unknown-entity',
  /** billing.country is not a country the shop knows. */
  'unknown-country',
  'unknown-price-group',
  'unknown-currency',
  /** Another contact already logs in with this e-mail address. */
  'email-taken',
  /** case_id names no return or warranty case. */
  'unknown-case',
] as const
export type ErpRefusalCode = (typeof ERP_REFUSAL_CODES)[number]
