/** The notification mails a contact may choose (issue 29), without zod, so the SPA can read them cheaply. */

export const MAIL_SETTING_KEYS = [
  'orderConfirmed',
  'orderShipped',
  'invoiceAvailable',
  'backorderChanged',
  'caseStatus',
  'coreDue',
] as const
export type MailSettingKey = (typeof MAIL_SETTING_KEYS)[number]
export type MailSettings = Record<MailSettingKey, boolean>

/**
 * What a contact gets before choosing (docs/accounts.md): the mails a buyer acts on — the ERP's
 * binding confirmation, the tracking link, the invoice to pay — are on; a backorder's new date is off,
 * because the ERP may move it several times for one line and the backorder list always shows it. A
 * return, warranty or core case's step (issue 31) is on: each one asks the workshop to act or tells it money comes.
 */
export const MAIL_SETTING_DEFAULTS: MailSettings = {
  orderConfirmed: true,
  orderShipped: true,
  invoiceAvailable: true,
  backorderChanged: false,
  /** A core due back soon costs its deposit when forgotten (issue 31). */
  coreDue: true,
  caseStatus: true,
}
