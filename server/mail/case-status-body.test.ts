import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/shared/contracts/languages'
import { customerNoticeMail } from './customer-notice-mail'

const facts = {
  kind: 'case-status',
  caseNumber: 'W-000042',
  caseKind: 'core',
  status: 'credited',
  note: 'Core complete.',
  creditNoteId: 'CN26-900001',
} as const

describe('the mail of a case’s step', () => {
  it('names the case, the step, the note and the credit note, with a link to the forms, in each language', () => {
    const subjects = new Set<string>()
    for (const language of LANGUAGES) {
      const mail = customerNoticeMail({ to: 'a@example.com', name: 'Anna', language, publicUrl: 'https://shop.example', facts })
      expect(mail.subject).toContain('W-000042')
      expect(mail.text).toContain('Core complete.')
      expect(mail.text).toContain('CN26-900001')
      expect(mail.text).toMatch(/https:\/\/shop\.example\/\S*forms/)
      subjects.add(mail.subject)
    }
    expect(subjects.size).toBe(LANGUAGES.length)
    const en = customerNoticeMail({ to: 'a@example.com', name: 'Anna', language: 'en', publicUrl: 'https://shop.example', facts })
    expect(en.subject).toBe('Core return W-000042: credited – Achslast Parts')
    expect(en.text).toContain('https://shop.example/en/infocenter/forms')
  })

  it('leaves out the note and credit note lines when a step has none', () => {
    const approved = { ...facts, status: 'approved', note: '', creditNoteId: null } as const
    const mail = customerNoticeMail({
      to: 'a@example.com',
      name: 'Anna',
      language: 'de',
      publicUrl: 'https://x',
      facts: approved,
    })
    expect(mail.subject).toBe('Altteilrückgabe W-000042: genehmigt – Achslast Parts')
    expect(mail.text).not.toContain('Hinweis:')
    expect(mail.text).not.toContain('Gutschrift:')
  })
})
