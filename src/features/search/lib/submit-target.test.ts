import { describe, expect, it } from 'vitest'
import { submitTarget } from './submit-target'

const part = (sku: string) => ({ sku, slug: `slug-${sku}` })

describe('submitTarget', () => {
  it('does nothing for an empty term', () => {
    expect(submitTarget('   ', [part('1.10234')])).toEqual({ kind: 'nothing' })
  })

  it('opens the product when there is exactly one result', () => {
    expect(submitTarget('brake disc', [part('1.10234')])).toEqual({ kind: 'product', slug: 'slug-1.10234' })
  })

  it('opens the product when the first sku equals the term, ignoring spaces, hyphens and case', () => {
    expect(submitTarget('5.40020 xl', [part('5.40020XL'), part('5.40021')])).toEqual({ kind: 'product', slug: 'slug-5.40020XL' })
  })

  it('opens the results page otherwise', () => {
    expect(submitTarget('bremse', [part('1.10234'), part('1.10235')])).toEqual({ kind: 'results', term: 'bremse' })
    expect(submitTarget('nothing here', [])).toEqual({ kind: 'results', term: 'nothing here' })
  })
})
