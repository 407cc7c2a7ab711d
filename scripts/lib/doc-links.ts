import fs from 'node:fs'
import path from 'node:path'

export type BrokenLink = { file: string; target: string; reason: string }

/** Fenced code blocks and inline code hold examples, not links: blank them before reading links or headings. */
function withoutCode(markdown: string): string {
  return markdown
    .replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length))
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2 … */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  const code = /^```[\s\S]*?^```/gm
  for (const match of markdown.replace(code, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = (match[1] as string)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

/** The relative targets of `[text](target)` links outside code; web and mail addresses are not checked. */
export function relativeLinks(markdown: string): string[] {
  const targets: string[] = []
  for (const match of withoutCode(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1] as string
    if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) targets.push(target)
  }
  return targets
}

/** Every relative link of the given Markdown files must name an existing file or folder, and its #anchor a heading there. */
export function brokenLinks(files: string[]): BrokenLink[] {
  const broken: BrokenLink[] = []
  for (const file of files) {
    const markdown = fs.readFileSync(file, 'utf8')
    for (const target of relativeLinks(markdown)) {
      const [pathPart = '', anchor] = target.split('#')
      const resolved = pathPart === '' ? file : path.normalize(path.join(path.dirname(file), decodeURIComponent(pathPart)))
      if (!fs.existsSync(resolved)) {
        broken.push({ file, target, reason: `${resolved} does not exist` })
        continue
      }
      if (anchor === undefined || !resolved.endsWith('.md')) continue
      if (!headingAnchors(fs.readFileSync(resolved, 'utf8')).has(anchor)) {
        broken.push({ file, target, reason: `no heading #${anchor} in ${resolved}` })
      }
    }
  }
  return broken
}
