import { describe, expect, it } from 'vitest'
import type { DocumentDetail } from '../../../src/shared/contracts/documents'
import type { Language } from '../../../src/shared/contracts/languages'
import { buildDocumentDetailFixture } from '../document-detail-fixture'
import { renderedPdfCache } from './rendered-pdf-cache'

function countingRenderer() {
  const calls: string[] = []
  const render = async (detail: DocumentDetail, language: Language) => {
    calls.push(`${detail.documentId}/${detail.status}/${language}`)
    return Buffer.alloc(1000, calls.length)
  }
  return { calls, render }
}

describe('renderedPdfCache', () => {
  const detail = buildDocumentDetailFixture({ type: 'invoice', lineCount: 2 })

  it('renders a document once per language, also when asked twice at once', async () => {
    const { calls, render } = countingRenderer()
    const pdf = renderedPdfCache(render)
    const [first, second] = await Promise.all([pdf(detail, 'de'), pdf(detail, 'de')])
    expect(first.equals(second)).toBe(true)
    expect((await pdf(detail, 'de')).equals(first)).toBe(true)
    await pdf(detail, 'ru')
    expect(calls).toEqual([`${detail.documentId}/${detail.status}/de`, `${detail.documentId}/${detail.status}/ru`])
  })

  it('renders again when anything of the document changed', async () => {
    const { calls, render } = countingRenderer()
    const pdf = renderedPdfCache(render)
    await pdf(detail, 'de')
    await pdf({ ...detail, status: 'paid' }, 'de')
    expect(calls).toHaveLength(2)
  })

  it('lets the least recently used go past its size', async () => {
    const { calls, render } = countingRenderer()
    const pdf = renderedPdfCache(render, 2500)
    const doc = (id: string) => ({ ...detail, documentId: id })
    await pdf(doc('IN25-000001'), 'de')
    await pdf(doc('IN25-000002'), 'de')
    await pdf(doc('IN25-000001'), 'de')
    await pdf(doc('IN25-000003'), 'de')
    await pdf(doc('IN25-000001'), 'de')
    await pdf(doc('IN25-000002'), 'de')
    expect(calls.map((call) => call.slice(0, 11))).toEqual(['IN25-000001', 'IN25-000002', 'IN25-000003', 'IN25-000002'])
  })

  it('keeps no failure: the next ask renders again', async () => {
    let fail = true
    const pdf = renderedPdfCache(async () => {
      if (fail) throw new Error('renderer broke')
      return Buffer.from('%PDF')
    })
    await expect(pdf(detail, 'de')).rejects.toThrow('renderer broke')
    fail = false
    expect((await pdf(detail, 'de')).toString()).toBe('%PDF')
  })
})
