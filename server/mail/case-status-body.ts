import type { Language } from '../../src/shared/contracts/languages'
import { CASE_STATUS_TEXTS } from './case-status-texts'
import type { Body, NoticeFacts } from './customer-notice-mail'
import { FORM_TEXTS } from './form-texts'

/** A case's step (issue 31): what it means, the case number, the shop's note, the credit note's number, a link to the forms. */
export function caseStatusBody(
  facts: Extract<NoticeFacts, { kind: 'case-status' }>,
  language: Language,
  link: (path: string, query?: string) => string,
): Body {
  const t = CASE_STATUS_TEXTS[language]
  // The kind's name as the confirmation mail and the return slip give it: one name per kind and language.
  const kind = FORM_TEXTS[language].title[facts.caseKind]
  return {
    subject: `${kind} ${facts.caseNumber}: ${t.status[facts.status]} – Achslast Parts`,
    lines: [
      t.intro[facts.status],
      '',
      `${t.caseNumber}: ${facts.caseNumber}`,
      ...(facts.note ? [`${t.note}: ${facts.note}`] : []),
      ...(facts.creditNoteId ? [`${t.creditNote}: ${facts.creditNoteId}`] : []),
      '',
      `${t.openCase}: ${link('/infocenter/forms')}`,
    ],
  }
}
