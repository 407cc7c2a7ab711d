import type { FastifyReply } from 'fastify'
import { DOCUMENT_ERROR_CODES } from '../../src/shared/contracts/documents-constants'
import { sendError } from '../http/send-error'

/** A real calendar day (the schema only checks the shape YYYY-MM-DD). */
const isDay = (value: string) =>
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

/** Refuses from > to or a day that does not exist with 400 BAD_DATE_RANGE; true when it answered. */
export function refusedDateRange(reply: FastifyReply, range: { from?: string; to?: string }): boolean {
  const { from, to } = range
  if ((from && !isDay(from)) || (to && !isDay(to))) {
    sendError(reply, 400, DOCUMENT_ERROR_CODES.badDateRange, 'from and to must be calendar days (YYYY-MM-DD).')
    return true
  }
  if (from && to && from > to) {
    sendError(reply, 400, DOCUMENT_ERROR_CODES.badDateRange, 'from must not be after to.')
    return true
  }
  return false
}
