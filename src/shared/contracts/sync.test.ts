import { describe, expect, it } from 'vitest'
import { isQueueableMutation } from './sync'

describe('isQueueableMutation', () => {
  it('keeps a returns case made offline, like cart changes', () => {
    expect(isQueueableMutation('/api/forms')).toBe(true)
    expect(isQueueableMutation('/api/checkout/cart/add')).toBe(true)
  })

  it('leaves other calls under the same path to the network', () => {
    expect(isQueueableMutation('/api/forms/returnable')).toBe(false)
    expect(isQueueableMutation('/api/forms/12/pdf')).toBe(false)
  })
})
