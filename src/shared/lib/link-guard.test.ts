import { describe, expect, it } from 'vitest'
import { guardHref } from './link-guard'

const SHOP = 'https://shop.example'

describe('the link guard', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://shop.example/1',
    'ftp://files.example/x',
    'https://shop.example@evil.example/',
    '',
    '   ',
    null,
    undefined,
  ])('never renders %j as a link', (raw) => {
    expect(guardHref(raw, SHOP)).toEqual({ kind: 'refused' })
  })

  it('keeps links into the shop as paths (relative or absolute, with query and hash)', () => {
    expect(guardHref('/en/checkout/cart?x=1#top', SHOP)).toEqual({ kind: 'internal', href: '/en/checkout/cart?x=1#top' })
    expect(guardHref('https://shop.example/infocenter', SHOP)).toEqual({ kind: 'internal', href: '/infocenter' })
  })

  it('marks other sites, mail and phone as external', () => {
    expect(guardHref('https://www.youtube.com/@achslast', SHOP)).toEqual({
      kind: 'external',
      href: 'https://www.youtube.com/@achslast',
    })
    expect(guardHref('//evil.example/x', SHOP)).toEqual({ kind: 'external', href: 'https://evil.example/x' })
    expect(guardHref('mailto:service@example.com', SHOP).kind).toBe('external')
    expect(guardHref('tel:+4989123', SHOP).kind).toBe('external')
  })
})
