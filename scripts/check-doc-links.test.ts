import { describe, expect, it } from 'vitest'
import { markdownFiles } from './check-doc-links'
import { brokenLinks, headingAnchors, relativeLinks } from './lib/doc-links'

describe('doc links', () => {
  it('makes GitHub anchors from headings, repeats numbered, code blocks ignored', () => {
    const anchors = headingAnchors(
      '# Search latency (`npm run bench:search`)\n## Exactly once under kill -9\n## A\n## A\n```\n# not a heading\n```\n',
    )
    expect([...anchors]).toEqual(['search-latency-npm-run-benchsearch', 'exactly-once-under-kill--9', 'a', 'a-1'])
  })

  it('reads relative links only, outside code', () => {
    const markdown =
      '[a](docs/api.md#idempotency) [b](https://example.com) `[c](not/a/link.md)` [d](#local)\n```\n[e](in/code.md)\n```'
    expect(relativeLinks(markdown)).toEqual(['docs/api.md#idempotency', '#local'])
  })

  it('every relative link in README.md and docs/ names an existing file and heading', () => {
    expect(brokenLinks(markdownFiles())).toEqual([])
  })
})
