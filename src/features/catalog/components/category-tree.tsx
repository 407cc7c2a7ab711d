import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { CategoryNode } from '../../../shared/contracts/catalog'
import { useLangParam } from '../../../shared/lib/language'
import { ChevronIcon } from '../../../shared/ui/icons'

type Props = {
  nodes: CategoryNode[]
  level: number
  collapsed: ReadonlySet<string>
  onToggle: (id: string) => void
}

/**
 * Every level of the product groups (up to five) as nested lists. A group with subgroups has a
 * disclosure button (aria-expanded) beside its link: Tab reaches it, Enter or Space opens and closes it.
 */
export function CategoryTree({ nodes, level, collapsed, onToggle }: Props) {
  return (
    <ul className={level === 1 ? 'category-tree' : 'category-tree__children'}>
      {nodes.map((node) => (
        <CategoryTreeItem key={node.id} node={node} level={level} collapsed={collapsed} onToggle={onToggle} />
      ))}
    </ul>
  )
}

function CategoryTreeItem({ node, level, collapsed, onToggle }: Omit<Props, 'nodes'> & { node: CategoryNode }) {
  const { t } = useLingui()
  const params = useLangParam()
  const childrenId = useId()
  const open = !collapsed.has(node.id)
  const hasChildren = node.children.length > 0
  return (
    <li data-level={level}>
      <span className="category-tree__row">
        {hasChildren ? (
          <button
            type="button"
            className="category-tree__toggle"
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={t`Subgroups of ${node.name}`}
            onClick={() => onToggle(node.id)}
          >
            <ChevronIcon size={16} />
          </button>
        ) : (
          <span className="category-tree__leaf" aria-hidden="true" />
        )}
        <Link to="/{-$lang}/search/results" params={params} search={{ categories: node.id }}>
          {node.name}
        </Link>
      </span>
      {hasChildren && (
        <div id={childrenId} hidden={!open}>
          <CategoryTree nodes={node.children} level={level + 1} collapsed={collapsed} onToggle={onToggle} />
        </div>
      )}
    </li>
  )
}
