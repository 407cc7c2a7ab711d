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

/** Reads text chunks until the first line is complete; gives that line and all text, none of it consumed twice. */
export async function withFirstLine(
  text: AsyncGenerator<string>,
): Promise<{ firstLine: string; chunks: AsyncGenerator<string> }> {
  const head: string[] = []
  let seen = ''
  while (!/[\r\n]/.test(seen)) {
    const next = await text.next()
    if (next.done) break
    head.push(next.value)
    seen += next.value
  }
  async function* chunks() {
    yield* head
    yield* text
  }
  return { firstLine: seen.split(/\r\n|\r|\n/)[0] ?? '', chunks: chunks() }
}
