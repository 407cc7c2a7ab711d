import { LANGUAGES } from '../../src/shared/contracts/languages'
import { PART_TYPES } from './catalog-tree'
import type { Names } from './divisions'
import { names, type Qualifier } from './vocabulary/model'

const QUALIFIERS: Record<Qualifier, [Names, Names]> = {
  side: [
    names('links|left|gauche|sinistro|левый|links|esquerdo|izquierdo'),
    names('rechts|right|droite|destro|правый|rechts|direito|derecho'),
  ],
  axle: [
    names('Vorderachse|front axle|essieu avant|asse anteriore|передняя ось|vooras|eixo dianteiro|eje delantero'),
    names('Hinterachse|rear axle|essieu arrière|asse posteriore|задняя ось|achteras|eixo traseiro|eje trasero'),
  ],
}

/** One name variant of a part type ("Brake disc, front axle, Ø 430 mm"): many parts share it, as in real catalogues. */
export type Designation = { id: number; typeIndex: number; categoryId: string; attribute: string; names: Names }

function build(): { all: Designation[]; byType: Designation[][] } {
  const all: Designation[] = []
  const byType: Designation[][] = []
  for (const type of PART_TYPES) {
    const variants: Designation[] = []
    const qualifiers = type.qualifier ? QUALIFIERS[type.qualifier] : [null]
    for (const attribute of type.attributes) {
      for (const qualifier of qualifiers) {
        const variantNames = Object.fromEntries(
          LANGUAGES.map((lang) => [lang, [type.names[lang], qualifier?.[lang], attribute].filter(Boolean).join(', ')]),
        ) as Names
        const designation = {
          id: all.length + 1,
          typeIndex: type.index,
          categoryId: type.categoryId,
          attribute,
          names: variantNames,
        }
        variants.push(designation)
        all.push(designation)
      }
    }
    byType.push(variants)
  }
  return { all, byType }
}

const built = build()
export const DESIGNATIONS: Designation[] = built.all
export const DESIGNATIONS_BY_TYPE: Designation[][] = built.byType
