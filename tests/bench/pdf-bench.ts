/**
 * `npm run bench:pdf`: renders a 40-line invoice (two VAT rates, Factur-X XML embedded) 50 times after a
 * warm-up and prints the render time at p50/p95 and the file size. One process, no server: this is the cost
 * of `renderDocumentPdf` alone, which `GET /api/documents/:id/pdf` and the ZIP downloads pay per document.
 */
import { buildDocumentDetailFixture } from '../../server/documents/document-detail-fixture'
import { renderDocumentPdf } from '../../server/documents/pdf/render-document-pdf'

const RUNS = Number(process.env.BENCH_RUNS ?? 50)
const WARM_UP = 5

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

async function main() {
  const invoice = buildDocumentDetailFixture({ lineCount: 40, vatRates: [19, 7] })
  for (let i = 0; i < WARM_UP; i++) await renderDocumentPdf(invoice, 'de')
  const times: number[] = []
  let size = 0
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    const pdf = await renderDocumentPdf(invoice, i % 2 === 0 ? 'de' : 'ru')
    times.push(performance.now() - start)
    size = Math.max(size, pdf.length)
  }
  times.sort((a, b) => a - b)
  const german = await renderDocumentPdf(invoice, 'de')
  console.log(`40-line invoice, ${RUNS} renders (de and ru alternating) after ${WARM_UP} warm-up renders`)
  console.log(`render time p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`)
  console.log(`file size ${(german.length / 1024).toFixed(1)} kB (de), at most ${(size / 1024).toFixed(1)} kB`)
}

await main()
