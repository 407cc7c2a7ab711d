import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { CategoryNode } from '../../../shared/contracts/catalog'
import { useLangParam, useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { useCategories } from '../api/get-categories'

function CategoryTree({ nodes, level }: { nodes: CategoryNode[]; level: number }) {
  const params = useLangParam()
  return (
    <ul className={level === 1 ? 'category-tree' : 'category-tree__children'}>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link to="/{-$lang}/search/results" params={params} search={{ categories: node.id }}>
            {node.name}
          </Link>
          {node.children.length > 0 && level < 2 && <CategoryTree nodes={node.children} level={level + 1} />}
        </li>
      ))}
    </ul>
  )
}

/** /categories: every product group, two levels deep; deeper levels open in the results' filter. */
export function CategoriesPage() {
  const { t } = useLingui()
  const lang = useLanguage()
  const categories = useCategories(lang)
  usePageTitle(t`Product groups`)
  return (
    <section>
      <h1>
        <Trans>Product groups</Trans>
      </h1>
      <CategoryTree nodes={categories} level={1} />
    </section>
  )
}
