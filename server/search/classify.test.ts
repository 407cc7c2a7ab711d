import { describe, expect, it } from 'vitest'
import { looksLikeArticleNumber, looksLikeReferenceNumber, stripTerm } from '../../src/shared/contracts/search-terms'
import { type ClassificationEvidence, classifyTerm } from './classify'

const NOTHING: ClassificationEvidence = { firstSku: null, crossReferences: [], matchedBy: null }

describe('SPEC.md §5 search-term classification', () => {
  it('strips spaces and hyphens first', () => {
    expect(stripTerm(' 1.102 34-XL ')).toBe('1.10234XL')
    expect(classifyTerm('1.102 34', NOTHING)).toBe('article')
    expect(classifyTerm('2079-9663', NOTHING)).toBe('reference')
  })

  it('article number: 1–2 digits, a dot, 5 digits and up to 5 alphanumerics', () => {
    for (const term of ['1.10234', '5.40020XL', '12.34567', '5.40020abcde']) expect(looksLikeArticleNumber(term), term).toBe(true)
    for (const term of ['123.45678', '1.1023', '1.10234ABCDEF', '.10234', '1,10234'])
      expect(looksLikeArticleNumber(term), term).toBe(false)
    expect(classifyTerm('5.40020XL', NOTHING)).toBe('article')
  })

  it("article number: 'sa' plus 6–10 alphanumerics, in any case", () => {
    for (const term of ['SA1000123', 'sa123456', 'Sa12345678ab']) expect(looksLikeArticleNumber(term), term).toBe(true)
    for (const term of ['SA12345', 'SA12345678901']) expect(looksLikeArticleNumber(term), term).toBe(false)
    expect(classifyTerm('sa 1000-123', NOTHING)).toBe('article')
  })

  it("article number: the term equals the first result's article number ignoring dots", () => {
    const evidence: ClassificationEvidence = { firstSku: '1.10234', crossReferences: ['2079966'], matchedBy: 'article' }
    expect(classifyTerm('110234', evidence)).toBe('article')
    expect(classifyTerm('1 10234', evidence)).toBe('article')
  })

  it('reference number: numeric-like without dots', () => {
    for (const term of ['20799663', 'A0004201220', 'RE504836', '1643917', '2E0407151A']) {
      expect(looksLikeReferenceNumber(term), term).toBe(true)
      expect(classifyTerm(term, NOTHING), term).toBe('reference')
    }
    for (const term of ['H7', '24V', 'brake', 'ABCDEF1234']) expect(looksLikeReferenceNumber(term), term).toBe(false)
    expect(classifyTerm('81.508206019', { ...NOTHING, matchedBy: null })).toBe('article')
  })

  it('reference number: the term equals a cross reference of a result, even in the article pattern', () => {
    const evidence: ClassificationEvidence = {
      firstSku: '2.10007',
      crossReferences: ['A0004201220', '81.50820-6019'],
      matchedBy: 'reference',
    }
    expect(classifyTerm('81.50820-6019', evidence)).toBe('reference')
    expect(classifyTerm('a000 420 12 20', evidence)).toBe('reference')
  })

  it('how the results were found decides when the term equals neither', () => {
    expect(classifyTerm('1.102', { firstSku: '1.10234', crossReferences: [], matchedBy: 'article' })).toBe('article')
    expect(classifyTerm('207996', { firstSku: '3.10010', crossReferences: ['20799663'], matchedBy: 'reference' })).toBe(
      'reference',
    )
    expect(classifyTerm('sandpaper', { firstSku: '10.10001', crossReferences: [], matchedBy: 'text' })).toBe('freetext')
  })

  it('free text: anything else', () => {
    for (const term of ['brake disc', 'Bremsscheibe 430', 'H7', '430']) expect(classifyTerm(term, NOTHING), term).toBe('freetext')
  })
})
