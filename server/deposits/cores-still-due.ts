import type { DepositSettings } from '../../src/shared/contracts/deposits'
import type { Db } from '../db/connect'
import { createOpenCoreRepository, reminderKey } from '../db/repositories/open-core-repository'
import type { ReminderCore } from '../mail/core-due-body'
import { depositTotalOf } from '../shop/deposit'
import { openCoresOf, todayUtc } from './open-cores'

/**
 * The claimed cores of a reminder as they stand when its mail goes: a core credited or put in a case
 * since is left out, and only the pieces still at the workshop are named (with their deposit when the
 * customer may see prices).
 */
export async function coresStillDue(
  db: Db,
  customerId: string,
  claimed: Array<{ orderNumber: string; skuNorm: string; dueOn: string }>,
  settings: DepositSettings,
): Promise<ReminderCore[]> {
  const wanted = new Set(claimed.map((core) => reminderKey(core.orderNumber, core.skuNorm, core.dueOn)))
  const customer = await db
    .selectFrom('customers')
    .select('feature_show_price')
    .where('customer_id', '=', customerId)
    .executeTakeFirst()
  const open = openCoresOf(await createOpenCoreRepository(db).rowsOf(customerId), settings, todayUtc())
  return open
    .filter((core) => wanted.has(reminderKey(core.orderNumber, core.skuNorm, core.dueOn)) && core.qty > core.inReturnQty)
    .map((core) => {
      const qty = core.qty - core.inReturnQty
      return {
        orderNumber: core.orderNumber,
        deliveryNoteId: core.deliveryNoteId,
        sku: core.sku,
        partName: core.partName,
        qty,
        dueOn: core.dueOn,
        deposit: customer?.feature_show_price
          ? { value: depositTotalOf(core.depositUnit.value, qty), currency: core.depositUnit.currency }
          : null,
      }
    })
}
