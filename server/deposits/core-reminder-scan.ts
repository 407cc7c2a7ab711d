import type { DepositSettings } from '../../src/shared/contracts/deposits'
import type { Db } from '../db/connect'
import { createOpenCoreRepository, reminderKey } from '../db/repositories/open-core-repository'
import { queueCustomerNotice } from '../jobs/customer-notices'
import { openCoresOf } from './open-cores'

/** A core whose reminder was claimed: the notice mail reads it again when it sends. */
type RemindedCore = { orderNumber: string; skuNorm: string; dueOn: string }

/**
 * Finds the cores at risk (due within reminderDays, not overdue, not in a case) whose reminder for this
 * due date has not gone out, and per customer claims them (core_reminders) and queues one customer
 * notice (`core-due`, mailed to the contacts who chose it) in the same transaction. The claim's primary key makes a second instance's scan, or the next hour's,
 * claim nothing: each core and due date is reminded once. A due date moved by the settings is a new
 * due date and gets its own reminder. Returns how many mail jobs it queued.
 */
export async function scanCoreReminders(db: Db, settings: DepositSettings, today: string, sentAt = new Date().toISOString()) {
  if (!settings.enabled) return 0
  const cores = createOpenCoreRepository(db)
  let queued = 0
  for (const customerId of await cores.customersWithCores()) {
    const atRisk = openCoresOf(await cores.rowsOf(customerId), settings, today).filter((core) => core.state === 'atRisk')
    if (atRisk.length === 0) continue
    const sent = await cores.remindedOf(atRisk)
    const due = atRisk.filter((core) => !sent.has(reminderKey(core.orderNumber, core.skuNorm, core.dueOn)))
    if (due.length === 0) continue
    const claimed = await db.transaction().execute(async (trx) => {
      const mine: RemindedCore[] = []
      const repo = createOpenCoreRepository(trx)
      for (const core of due) {
        const wanted = { orderNumber: core.orderNumber, skuNorm: core.skuNorm, dueOn: core.dueOn }
        if (await repo.claimReminder(wanted, sentAt)) mine.push(wanted)
      }
      if (mine.length > 0) await queueCustomerNotice(trx, { kind: 'core-due', customerId, cores: mine })
      return mine
    })
    if (claimed.length > 0) queued += 1
  }
  return queued
}
