import { type Names, TOP_CATEGORIES } from './divisions'
import { AIR_TREE } from './vocabulary/air'
import { BRAKES_TREE } from './vocabulary/brakes'
import { CAB_TREE } from './vocabulary/cab'
import { CLUTCH_TREE } from './vocabulary/clutch'
import { COOLING_TREE } from './vocabulary/cooling'
import { ELECTRICS_TREE } from './vocabulary/electrics'
import { ENGINE_TREE } from './vocabulary/engine'
import type { PartTypeSeed, TreeNode } from './vocabulary/model'
import { SUSPENSION_TREE } from './vocabulary/suspension'
import { UNIVERSAL_TREE } from './vocabulary/universal'

const SUBTREES: Record<string, TreeNode[]> = {
  C10: ENGINE_TREE,
  C20: BRAKES_TREE,
  C30: CLUTCH_TREE,
  C40: SUSPENSION_TREE,
  C50: AIR_TREE,
  C60: ELECTRICS_TREE,
  C70: COOLING_TREE,
  C80: CAB_TREE,
  U23: UNIVERSAL_TREE,
}

export type FlatCategory = { id: string; parentId: string | null; level: number; image: string; sort: number; names: Names }
export type FlatPartType = PartTypeSeed & { index: number; categoryId: string; topId: string; path: string[] }

/**
 * The whole category tree below the reference top level, flattened. A child's id is its parent's
 * plus two digits (C20 → C2001 → C200101 …), so ids stay stable as long as the vocabulary's order does.
 */
function flatten() {
  const categories: FlatCategory[] = []
  const types: FlatPartType[] = []
  const walk = (nodes: TreeNode[], parent: FlatCategory, path: string[], topId: string) => {
    nodes.forEach((child, i) => {
      const id = `${parent.id}${String(i + 1).padStart(2, '0')}`
      const category: FlatCategory = {
        id,
        parentId: parent.id,
        level: parent.level + 1,
        image: parent.image,
        sort: i,
        names: child.names,
      }
      if (category.level > 5) throw new Error(`category ${id} is deeper than 5 levels`)
      categories.push(category)
      const childPath = [...path, id]
      for (const type of child.types ?? []) types.push({ ...type, index: types.length, categoryId: id, topId, path: childPath })
      walk(child.children ?? [], category, childPath, topId)
    })
  }
  TOP_CATEGORIES.forEach((top, sort) => {
    const category: FlatCategory = {
      id: top.id,
      parentId: null,
      level: 1,
      image: `/img/categories/${top.image}.svg`,
      sort,
      names: top.names,
    }
    walk(SUBTREES[top.id] ?? [], category, [top.id], top.id)
  })
  return { categories, types }
}

const flat = flatten()
/** Categories of levels 2–5 (level 1 is reference data, seeded by seed-reference.ts). */
export const SUB_CATEGORIES: FlatCategory[] = flat.categories
export const PART_TYPES: FlatPartType[] = flat.types
