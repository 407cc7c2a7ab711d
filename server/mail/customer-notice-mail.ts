import { type Language, LOCALE_OF } from '../../src/shared/contracts/languages'
import { localizePath } from '../../src/shared/contracts/routes'
import type { FormKind, FormStatus } from '../../src/shared/contracts/services-constants'
import { caseStatusBody } from './case-status-body'
import { coreDueBody, type ReminderCore } from './core-due-body'
import { NOTICE_MAIL_TEXTS, type NoticeMailTexts } from './customer-notice-texts'
import type { MailMessage } from './mail-transport'

/** What a notice mail says, read from the rows the notice points at (server/integration/erp/customer-notice-facts.ts). */
export type NoticeFacts =
  | { kind: 'order-confirmed'; orderNumber: string; reference: string }
  | { kind: 'order-shipped'; orderNumbers: string[]; carrier: string; trackingNumber: string; trackingUrl: string }
  | {
      kind: 'invoice-available'
      documentId: string
      type: 'invoice' | 'creditnote'
      gross: number | null
      currency: string
      dueDate: string | null
    }
  | { kind: 'backorder-changed'; orderNumber: string; sku: string; name: string; expectedDate: string | null }
  | {
      kind: 'case-status'
      caseNumber: string
      caseKind: FormKind
      status: Exclude<FormStatus, 'requested'>
      note: string
      creditNoteId: string | null
    }
  | { kind: 'core-due'; cores: ReminderCore[] }

type Input = { to: string; name: string; language: Language; publicUrl: string; facts: NoticeFacts }
export type Body = { subject: string; lines: string[] }

/**
 * One notice mail to one contact: what changed, the numbers a buyer quotes on the phone, and a link
 * into the information centre in the contact's language (a link to the PDF itself would meet the
 * login page's SameSite cookie from a mail client, so it goes to the list filtered to the document).
 */
export function customerNoticeMail({ to, name, language, publicUrl, facts }: Input): MailMessage {
  const t = NOTICE_MAIL_TEXTS[language]
  const link = (path: string, query = '') => `${publicUrl}${localizePath(path, language)}${query}`
  const orderLink = (orderNumber: string | undefined) =>
    link(orderNumber ? `/infocenter/orderhistory/${encodeURIComponent(orderNumber)}` : '/infocenter/orderhistory')
  const date = (iso: string | null) =>
    iso === null
      ? t.dateOpen
      : new Intl.DateTimeFormat(LOCALE_OF[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${iso.slice(0, 10)}T12:00:00Z`),
        )
  const body = bodyOf(t, facts, { orderLink, link, date, language })
  const text = [t.greeting(name), '', ...body.lines, '', t.why, '', 'Achslast Parts'].join('\n')
  return { to, subject: body.subject, text }
}

type Helpers = {
  orderLink: (orderNumber: string | undefined) => string
  link: (path: string, query?: string) => string
  date: (iso: string | null) => string
  language: Language
}

function bodyOf(t: NoticeMailTexts, facts: NoticeFacts, { orderLink, link, date, language }: Helpers): Body {
  switch (facts.kind) {
    case 'case-status':
      return caseStatusBody(facts, language, link)
    case 'core-due':
      return coreDueBody(facts.cores, language, link)
    case 'order-confirmed':
      return {
        subject: t.confirmedSubject(facts.orderNumber),
        lines: [
          t.confirmedIntro,
          '',
          `${t.orderNumber}: ${facts.orderNumber}`,
          ...(facts.reference ? [`${t.reference}: ${facts.reference}`] : []),
          '',
          `${t.openOrder}: ${orderLink(facts.orderNumber)}`,
        ],
      }
    case 'order-shipped': {
      const orders = facts.orderNumbers.join(', ')
      return {
        subject: t.shippedSubject(orders || facts.trackingNumber),
        lines: [
          t.shippedIntro,
          '',
          ...(orders ? [`${t.orderNumber}: ${orders}`] : []),
          `${t.carrier}: ${facts.carrier}`,
          `${t.trackingNumber}: ${facts.trackingNumber}`,
          ...(facts.trackingUrl ? [`${t.trackParcel}: ${facts.trackingUrl}`] : []),
          '',
          `${t.openOrder}: ${orderLink(facts.orderNumbers[0])}`,
        ],
      }
    }
    case 'invoice-available': {
      const invoice = facts.type === 'invoice'
      const money =
        facts.gross === null
          ? null
          : new Intl.NumberFormat(LOCALE_OF[language], { style: 'currency', currency: facts.currency }).format(facts.gross)
      const list = invoice ? '/infocenter/salesinvoice' : '/infocenter/creditnotes'
      return {
        subject: (invoice ? t.invoiceSubject : t.creditNoteSubject)(facts.documentId),
        lines: [
          invoice ? t.invoiceIntro : t.creditNoteIntro,
          '',
          `${t.documentNumber}: ${facts.documentId}`,
          ...(money ? [`${t.amount}: ${money}`] : []),
          ...(facts.dueDate ? [`${t.dueDate}: ${date(facts.dueDate)}`] : []),
          '',
          `${t.openDocument}: ${link(list, `?q=${encodeURIComponent(facts.documentId)}`)}`,
        ],
      }
    }
    case 'backorder-changed':
      return {
        subject: t.backorderSubject(facts.orderNumber, facts.sku),
        lines: [
          t.backorderIntro,
          '',
          `${t.orderNumber}: ${facts.orderNumber}`,
          `${t.part}: ${facts.sku} ${facts.name}`.trimEnd(),
          `${t.newDate}: ${date(facts.expectedDate)}`,
          '',
          `${t.openOrder}: ${orderLink(facts.orderNumber)}`,
        ],
      }
  }
}
