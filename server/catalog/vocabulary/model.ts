import { LANGUAGES } from '../../../src/shared/contracts/languages'
import type { Names } from '../divisions'

/** The pictogram a part type is drawn with (server/images/pictograms.ts draws each shape). */
export type Shape =
  | 'disc'
  | 'drum'
  | 'pad'
  | 'cylinder'
  | 'filter'
  | 'cartridge'
  | 'injector'
  | 'valve'
  | 'bearing'
  | 'gasket'
  | 'belt'
  | 'pump'
  | 'spring'
  | 'hose'
  | 'lamp'
  | 'bulb'
  | 'sensor'
  | 'mirror'
  | 'wiper'
  | 'bolt'
  | 'clamp'
  | 'motor'
  | 'turbo'
  | 'piston'
  | 'rod'
  | 'kit'
  | 'plate'
  | 'fan'
  | 'radiator'
  | 'panel'

export type DivisionId = 'truck' | 'trailer' | 'bus' | 'van' | 'agri' | 'engines'

/** Which translated qualifier a part name may carry: the side of the vehicle or the axle. */
export type Qualifier = 'side' | 'axle'

export type PartTypeSeed = {
  /** Language-neutral key; also the image name (`/images/{key}`). */
  key: string
  names: Names
  shape: Shape
  divisions: DivisionId[]
  /** Language-neutral attributes that vary the names (dimensions, threads, voltages …). */
  attributes: string[]
  qualifier?: Qualifier
  /** Weight range in grams and list-price range in euro cents. */
  grams: [number, number]
  cents: [number, number]
}

export type TreeNode = { names: Names; children?: TreeNode[]; types?: PartTypeSeed[] }

/** `'de|en|fr|it|ru|nl|pt|es'` → Names; the order is LANGUAGES'. Throws on a missing translation. */
export function names(pipeSeparated: string): Names {
  const parts = pipeSeparated.split('|')
  if (parts.length !== LANGUAGES.length || parts.some((part) => part.trim() === '')) {
    throw new Error(`need ${LANGUAGES.length} names: ${pipeSeparated}`)
  }
  return Object.fromEntries(LANGUAGES.map((lang, i) => [lang, parts[i]])) as Names
}

type TypeOptions = Omit<PartTypeSeed, 'key' | 'names' | 'divisions'> & { divisions: string }

export function partType(key: string, pipeNames: string, options: TypeOptions): PartTypeSeed {
  return { key, names: names(pipeNames), ...options, divisions: options.divisions.split(' ') as DivisionId[] }
}

export function node(pipeNames: string, content: { children?: TreeNode[]; types?: PartTypeSeed[] }): TreeNode {
  return { names: names(pipeNames), ...content }
}

function range(from: number, to: number, step: number): number[] {
  const values: number[] = []
  for (let value = from; value <= to; value += step) values.push(value)
  return values
}

/** Diameters such as `Ø 430 mm`. */
export const dia = (from: number, to: number, step: number) => range(from, to, step).map((d) => `Ø ${d} mm`)
/** Lengths such as `650 mm`. */
export const mm = (from: number, to: number, step: number) => range(from, to, step).map((l) => `${l} mm`)
export const volts = (...watts: number[]) =>
  watts.length ? watts.flatMap((w) => [`24 V ${w} W`, `12 V ${w} W`]) : ['24 V', '12 V']
export const threads = (...sizes: string[]) => sizes.map((size) => `M${size}`)
export const codes = (prefix: string, count: number) =>
  range(1, count, 1).map((n) => `${prefix} ${String(n * 7).padStart(3, '0')}`)
