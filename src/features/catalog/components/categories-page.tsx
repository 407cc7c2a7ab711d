import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CategoryNode } from '../../../shared/contracts/catalog'
import { useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { useCategories } from '../api/get-categories'
import { CategoryTree } from './category-tree'

function groupsWithSubgroups(nodes: CategoryNode[]): string[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? [node.id, ...groupsWithSubgroups(node.children)] : []))
}

/** /categories: every product group on all its levels, opened; any group folds away with its subgroups. */
export function CategoriesPage() {
  const { t } = useLingui()
  const lang = useLanguage()
  const categories = useCategories(lang)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  usePageTitle(t`Product groups`)

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })

  return (
    <section>
      <h1>
        <Trans>Product groups</Trans>
      </h1>
      <div className="category-tree__tools">
        <button type="button" className="button" onClick={() => setCollapsed(new Set())}>
          <Trans>Expand all</Trans>
        </button>
        <button type="button" className="button" onClick={() => setCollapsed(new Set(groupsWithSubgroups(categories)))}>
          <Trans>Collapse all</Trans>
        </button>
      </div>
      <CategoryTree nodes={categories} level={1} collapsed={collapsed} onToggle={toggle} />
    </section>
  )
}
