import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import type { RawRecord } from '../records'
import { csvReader } from './csv-reader'

const ROWS = 200_000
const MULTILINE_EVERY = 1_000

/** A 200,000-row price file made as it is read, in 64 kB chunks; every 1,000th row has a two-line quoted cell. */
function generatedPrices(produced: { bytes: number }) {
  async function* chunks() {
    let text = 'article_id;price_group;min_quantity;price;currency\n'
    for (let i = 1; i <= ROWS; i++) {
      const group = i % MULTILINE_EVERY === 0 ? '"WS\nzweite Zeile"' : 'WS'
      text += `GEN-${String(i).padStart(6, '0')};${group};1;${(i % 500) + 1},95;EUR\n`
      if (text.length >= 65_536) {
        produced.bytes += Buffer.byteLength(text)
        yield Buffer.from(text)
        text = ''
      }
    }
    produced.bytes += Buffer.byteLength(text)
    yield Buffer.from(text)
  }
  return Readable.from(chunks(), { objectMode: false })
}

describe('csvReader streaming', () => {
  it('reads a file as its rows are asked for, not the whole file ahead of them', async () => {
    const produced = { bytes: 0 }
    let read = 0
    for await (const item of csvReader('price')(generatedPrices(produced), 'prices.csv')) {
      if ('raw' in item) read++
      if (read === 10) break
    }
    // The whole file is about 8 MB; reading ten rows may pull a few chunks through the buffers, no more.
    expect(produced.bytes).toBeLessThan(1_000_000)
  })

  it('reads all 200,000 rows with the last one on its physical line', async () => {
    let count = 0
    let last: RawRecord | null = null
    for await (const item of csvReader('price')(generatedPrices({ bytes: 0 }), 'prices.csv')) {
      expect('refusal' in item ? item.refusal : null).toBeNull()
      if ('raw' in item) {
        count++
        last = item.raw
      }
    }
    expect(count).toBe(ROWS)
    const extraLines = ROWS / MULTILINE_EVERY - 1
    expect(last?.fields.article_id).toBe('GEN-200000')
    expect(last?.pos.at).toBe(`line ${1 + ROWS + extraLines}`)
  }, 60_000)
})
