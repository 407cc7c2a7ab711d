import { z } from 'zod'
import { isLeitwegId } from './leitweg-id-rules'

const MESSAGE = 'a Leitweg-ID such as 991-33333TEST-33 (digits, optional fine address, two check digits)'

/**
 * A Leitweg-ID (rules in leitweg-id-rules.ts), stored as normaliseLeitwegId gives it. trim/toUpperCase rather
 * than a transform: the OpenAPI document can still show the ERP routes' request schema and example.
 */
export const leitwegIdSchema = z.string().trim().toUpperCase().refine(isLeitwegId, MESSAGE)

/** A form's field: '' (blanks) or null means none, anything else must be a Leitweg-ID. */
export const leitwegIdOrNoneSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || isLeitwegId(value), MESSAGE)
  .transform((value) => value || null)
  .nullable()
