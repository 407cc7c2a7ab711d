/** The delimiters a wholesaler's CSV may use: `;` (German Excel), `,` and tab. */
const DELIMITERS = [';', ',', '\t'] as const

/**
 * The header line's most frequent delimiter. Headers are field names that hold none of them, so
 * the count is exact; a one-column file (deletions) has none, and `;` is as good as any there.
 */
export function delimiterOf(headerLine: string): string {
  const counts = DELIMITERS.map((delimiter) => headerLine.split(delimiter).length - 1)
  const best = Math.max(...counts)
  return best === 0 ? ';' : (DELIMITERS[counts.indexOf(best)] ?? ';')
}

/**
 * Reads text chunks until the first line and its line break are complete; gives that line, the
 * break (`\r\n` from Excel, `\n`, or an old Mac's `\r`) and all text, none of it consumed twice.
 * The break is taken from the header rather than left to papaparse, which guesses it from its first
 * chunk alone and would keep the `\r` of a CRLF file in the last cell when that chunk is short.
 */
export async function withFirstLine(
  text: AsyncGenerator<string>,
): Promise<{ firstLine: string; newline: '\r\n' | '\n' | '\r'; chunks: AsyncGenerator<string> }> {
  const head: string[] = []
  let seen = ''
  while (!/\n|\r[^\n]/.test(seen)) {
    const next = await text.next()
    if (next.done) break
    head.push(next.value)
    seen += next.value
  }
  async function* chunks() {
    yield* head
    yield* text
  }
  const newline = seen.match(/\r\n|\r|\n/)?.[0] as '\r\n' | '\n' | '\r' | undefined
  return { firstLine: seen.split(/\r\n|\r|\n/)[0] ?? '', newline: newline ?? '\n', chunks: chunks() }
}
