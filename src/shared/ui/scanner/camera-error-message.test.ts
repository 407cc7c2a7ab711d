import { beforeAll, describe, expect, it } from 'vitest'
import { activateLanguage, i18n } from '../../lib/i18n'
import { scannerProblemMessage } from './camera-error-message'

beforeAll(() => activateLanguage('de'))

describe('what the scanner says when it cannot read', () => {
  it('says in the user’s language how to allow a denied camera, and that typing remains', () => {
    const text = i18n._(scannerProblemMessage('denied'))
    expect(text).toMatch(/Kamera/)
    expect(text).toMatch(/Website-Einstellungen/)
    expect(text).toMatch(/eingeben|eintippen/)
  })

  it('has a different message for each problem', () => {
    const problems = ['denied', 'missing', 'busy', 'insecure', 'failed', 'decoder'] as const
    const texts = new Set(problems.map((problem) => i18n._(scannerProblemMessage(problem))))
    expect(texts.size).toBe(problems.length)
  })
})
