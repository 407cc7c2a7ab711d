/** Fails when a relative link in README.md or docs/ points at a missing file or heading (see scripts/lib/doc-links.ts). */
import { execSync } from 'node:child_process'
import { brokenLinks } from './lib/doc-links'

export function markdownFiles(): string[] {
  return execSync('git ls-files --cached --others --exclude-standard -- README.md docs', { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file.endsWith('.md'))
}

if (process.argv[1]?.endsWith('check-doc-links.ts')) {
  const broken = brokenLinks(markdownFiles())
  for (const link of broken) console.error(`${link.file}: (${link.target}) ${link.reason}`)
  if (broken.length > 0) process.exit(1)
  console.log('doc links: all resolve')
}
