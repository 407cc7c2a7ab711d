/**
 * Puts a scanned number into a typed list (one part a line): the first empty line takes it, else it
 * goes at the end; quantity 1, which the user may then change. (The quick order counts a scanned part
 * up instead: its own scan-lines.ts.)
 */
export function fillNextLine(text: string, term: string): string {
  const line = `${term}\t1`
  const lines = text === '' ? [] : text.split('\n')
  const empty = lines.findIndex((candidate) => candidate.trim() === '')
  if (empty < 0) return [...lines, line].join('\n')
  return lines.map((candidate, i) => (i === empty ? line : candidate)).join('\n')
}
