import { WEBHOOK_RETRY_PAUSES } from '../../../src/shared/contracts/webhook-constants'
import type { NextStep } from '../../db/repositories/webhook-delivery-repository'

/**
 * Where a delivery goes after its `attempt`-th automatic attempt (1 = the first, sent at once): a 2xx
 * ends it as delivered; a failure waits the next pause of the schedule, and after the last one it is
 * failed for good (about 27.6 hours after the event with the default pauses).
 */
export function nextStep(
  attempt: number,
  delivered: boolean,
  nowSeconds: number,
  pauses: readonly number[] = WEBHOOK_RETRY_PAUSES,
): NextStep {
  if (delivered) return { state: 'delivered', nextAttemptAt: nowSeconds }
  const pause = pauses[attempt - 1]
  return pause === undefined
    ? { state: 'failed', nextAttemptAt: nowSeconds }
    : { state: 'pending', nextAttemptAt: nowSeconds + pause }
}
