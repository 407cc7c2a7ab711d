/**
 * A small seeded PRNG (mulberry32). Every generated record takes its own stream from
 * (seed, kind, index), so part n is the same whatever the catalogue's size: a test catalogue of
 * 2,000 parts is the first 2,000 parts of the demo one.
 */
export class Random {
  private state: number

  constructor(...keys: number[]) {
    let h = 0x9e3779b9
    for (const key of keys) {
      h = Math.imul(h ^ (key >>> 0), 0x85ebca6b)
      h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
      h ^= h >>> 16
    }
    this.state = h >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  digits(count: number): string {
    let out = ''
    for (let i = 0; i < count; i++) out += String(Math.floor(this.next() * 10))
    return out
  }

  letters(count: number, alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
    let out = ''
    for (let i = 0; i < count; i++) out += alphabet[Math.floor(this.next() * alphabet.length)]
    return out
  }
}

/** Stream kinds, so parts, vehicles and links never share random numbers. */
export const STREAM = { part: 1, vehicle: 2, link: 3, replacement: 4, deposit: 5, gtin: 6 } as const
