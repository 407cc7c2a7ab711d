import { Link } from '@tanstack/react-router'
import type { ContentData } from '../../../shared/contracts/content'
import { useLangParam } from '../../../shared/lib/language'

export function CategoryGrid({ categories }: { categories: ContentData['categories'] }) {
  const params = useLangParam()
  return (
    <ul className="tile-grid tile-grid--small">
      {categories.map((category) => (
        <li key={category.id}>
          <Link className="tile" to="/{-$lang}/search/results" params={params} search={{ categories: category.id }}>
            <img src={category.image} alt="" width="128" height="96" loading="lazy" />
            <span>{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
