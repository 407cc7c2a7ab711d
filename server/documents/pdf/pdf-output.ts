import { documentFontFiles, FONT } from './document-fonts'

/** The PDF's bytes once `doc.end()` is called: every renderer of the shop (documents, return slips) collects them so. */
export function collectPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
}

/** The documents' two embedded fonts under their FONT names (PDF/A wants every font embedded). */
export function registerDocumentFonts(doc: PDFKit.PDFDocument) {
  const fonts = documentFontFiles()
  doc.registerFont(FONT.regular, fonts.regular)
  doc.registerFont(FONT.bold, fonts.bold)
}
