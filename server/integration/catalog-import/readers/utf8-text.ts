/**
 * A byte stream as UTF-8 text chunks, the BOM dropped. Text that is not UTF-8 (a CSV saved as
 * "Windows-1252" by Excel) ends the text before its line, and `badLine()` names that line, so the
 * rows before it are read and the report says where the file went wrong instead of importing mojibake.
 */
export function utf8Text(input: AsyncIterable<Buffer | string>): { text: AsyncGenerator<string>; badLine: () => number | null } {
  let badLine: number | null = null
  async function* text() {
    const decoder = new TextDecoder('utf-8')
    let line = 1
    for await (const chunk of input) {
      const piece = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
      const bad = piece.indexOf('\uFFFD')
      if (bad >= 0) {
        const whole = piece.slice(0, piece.lastIndexOf('\n', bad) + 1)
        badLine = line + countNewlines(piece.slice(0, bad))
        if (whole) yield whole
        return
      }
      line += countNewlines(piece)
      if (piece) yield piece
    }
    const rest = decoder.decode()
    if (rest.includes('\uFFFD')) badLine = line + countNewlines(rest)
    else if (rest) yield rest
  }
  return { text: text(), badLine: () => badLine }
}

function countNewlines(text: string): number {
  let count = 0
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++
  return count
}
