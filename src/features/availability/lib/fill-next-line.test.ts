import { describe, expect, it } from 'vitest'
import { fillNextLine } from './fill-next-line'

describe('fillNextLine', () => {
  it('fills the first empty line, else adds one at the end', () => {
    expect(fillNextLine('', '15.10000')).toBe('15.10000\t1')
    expect(fillNextLine('1.10234\t5', '15.10000')).toBe('1.10234\t5\n15.10000\t1')
    expect(fillNextLine('1.10234\t5\n', '15.10000')).toBe('1.10234\t5\n15.10000\t1')
    expect(fillNextLine('1.10234\t5\n  \nA0004201220 2', '15.10000')).toBe('1.10234\t5\n15.10000\t1\nA0004201220 2')
  })
})
