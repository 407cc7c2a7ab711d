import {
  MAIL_SETTING_DEFAULTS,
  type MailSettingKey,
  type MailSettings,
} from '../../../src/shared/contracts/mail-settings-constants'
import type { Db } from '../connect'

const COLUMN = {
  orderConfirmed: 'order_confirmed',
  orderShipped: 'order_shipped',
  invoiceAvailable: 'invoice_available',
  backorderChanged: 'backorder_changed',
  coreDue: 'core_due',
  caseStatus: 'case_status',
} as const satisfies Record<MailSettingKey, string>

type Row = Record<(typeof COLUMN)[MailSettingKey], number | null>

/** A missing row (or column) means the defaults: a contact who never chose gets MAIL_SETTING_DEFAULTS. */
const settingsOf = (row: Row | undefined): MailSettings => ({
  orderConfirmed: row?.order_confirmed == null ? MAIL_SETTING_DEFAULTS.orderConfirmed : row.order_confirmed === 1,
  orderShipped: row?.order_shipped == null ? MAIL_SETTING_DEFAULTS.orderShipped : row.order_shipped === 1,
  invoiceAvailable: row?.invoice_available == null ? MAIL_SETTING_DEFAULTS.invoiceAvailable : row.invoice_available === 1,
  backorderChanged: row?.backorder_changed == null ? MAIL_SETTING_DEFAULTS.backorderChanged : row.backorder_changed === 1,
  coreDue: row?.core_due == null ? MAIL_SETTING_DEFAULTS.coreDue : row.core_due === 1,
  caseStatus: row?.case_status == null ? MAIL_SETTING_DEFAULTS.caseStatus : row.case_status === 1,
})

export type NoticeRecipient = { contactId: string; email: string; firstName: string; language: string }

/** Which notification mails each contact wants (issue 29), and who of a customer gets one. */
export function createMailSettingsRepository(db: Db) {
  return {
    async of(contactId: string): Promise<MailSettings> {
      const row = await db.selectFrom('contact_mail_settings').selectAll().where('contact_id', '=', contactId).executeTakeFirst()
      return settingsOf(row)
    },

    async set(contactId: string, settings: MailSettings) {
      const values = {
        order_confirmed: Number(settings.orderConfirmed),
        order_shipped: Number(settings.orderShipped),
        invoice_available: Number(settings.invoiceAvailable),
        backorder_changed: Number(settings.backorderChanged),
        core_due: Number(settings.coreDue),
        case_status: Number(settings.caseStatus),
        updated_at: new Date().toISOString(),
      }
      await db
        .insertInto('contact_mail_settings')
        .values({ contact_id: contactId, ...values })
        .onConflict((oc) => oc.column('contact_id').doUpdateSet(values))
        .execute()
    },

    /**
     * The customer's contacts who get this mail now: enabled, of a customer that is not blocked, and
     * wanting it (chosen or by default). `contactId` narrows it to one contact (checked again at send time).
     */
    async recipients(customerId: string, key: MailSettingKey, contactId?: string): Promise<NoticeRecipient[]> {
      let query = db
        .selectFrom('contacts as c')
        .innerJoin('customers as k', 'k.customer_id', 'c.customer_id')
        .leftJoin('contact_mail_settings as m', 'm.contact_id', 'c.contact_id')
        .select(['c.contact_id', 'c.email', 'c.first_name', 'c.language'])
        .select(['m.order_confirmed', 'm.order_shipped', 'm.invoice_available', 'm.backorder_changed'])
        .select(['m.case_status', 'm.core_due'])
        .where('c.customer_id', '=', customerId)
        .where('c.disabled', '=', 0)
        .where('k.blocked', '=', 0)
        .orderBy('c.contact_id')
      if (contactId !== undefined) query = query.where('c.contact_id', '=', contactId)
      const rows = await query.execute()
      return rows
        .filter((row) => settingsOf(row)[key])
        .map((row) => ({ contactId: row.contact_id, email: row.email, firstName: row.first_name, language: row.language }))
    },
  }
}
