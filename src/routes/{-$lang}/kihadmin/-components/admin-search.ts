import { ERROR_LOG_LEVELS, JOB_STATES, type JobState } from '../../../../shared/contracts/admin-constants'
import { FORM_KINDS, FORM_STATUSES } from '../../../../shared/contracts/services-constants'

/** The admin lists keep their filters and page in the URL (back/forward, a link to a colleague). */
const text = (value: unknown, max = 100) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined)
const page = (value: unknown) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 1 && n <= 10_000 ? n : undefined
}
const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined)
const oneOf = <T extends string>(values: readonly T[], value: unknown) => (values.includes(value as T) ? (value as T) : undefined)

export const readCustomerSearch = (raw: Record<string, unknown>) => ({ q: text(raw.q), page: page(raw.page) })

export const readErrorLogSearch = (raw: Record<string, unknown>) => ({
  level: oneOf(ERROR_LOG_LEVELS, raw.level),
  q: text(raw.q, 200),
  from: day(raw.from),
  to: day(raw.to),
  page: page(raw.page),
})

export const readJobSearch = (raw: Record<string, unknown>): { state: JobState | undefined; page: number | undefined } => ({
  state: oneOf(JOB_STATES, raw.state),
  page: page(raw.page),
})

/** The import page: the run being followed (a UUID or the CLI's id) and the page of earlier runs. */
export const readImportSearch = (raw: Record<string, unknown>) => ({
  run: typeof raw.run === 'string' && /^[\w-]{1,64}$/.test(raw.run) ? raw.run : undefined,
  page: page(raw.page),
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** WEBHOOK_DELIVERY_STATES of the contract, which brings zod: this file is in the shop's first bundle. */
const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const

/** The webhooks page: the endpoint whose delivery log is open, its state filter and page. */
export const readWebhookSearch = (raw: Record<string, unknown>) => {
  const endpoint = typeof raw.endpoint === 'string' && UUID.test(raw.endpoint) ? raw.endpoint : undefined
  return {
    endpoint,
    state: endpoint ? oneOf(DELIVERY_STATES, raw.state) : undefined,
    page: endpoint ? page(raw.page) : undefined,
  }
}

/** The cases list (issue 31): step, kind, search text and page. */
export const readServiceCaseSearch = (raw: Record<string, unknown>) => ({
  status: oneOf(FORM_STATUSES, raw.status),
  kind: oneOf(FORM_KINDS, raw.kind),
  q: text(raw.q),
  page: page(raw.page),
})
