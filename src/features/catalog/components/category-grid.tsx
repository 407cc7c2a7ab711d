import type { ContentData } from '../../../shared/contracts/content'
import { localizePath } from '../../../shared/contracts/routes'
import { useLanguage } from '../../../shared/lib/language'

export function CategoryGrid({ categories }: { categories: ContentData['categories'] }) {
  const lang = useLanguage()
  return (
    <ul className="tile-grid tile-grid--small">
      {categories.map((category) => (
        <li key={category.id}>
          <a className="tile" href={`${localizePath('/search/results', lang)}?categories=${encodeURIComponent(category.id)}`}>
            <img src={category.image} alt="" width="128" height="96" loading="lazy" />
            <span>{category.name}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
