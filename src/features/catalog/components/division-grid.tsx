import type { ContentData } from '../../../shared/contracts/content'
import { localizePath } from '../../../shared/contracts/routes'
import { useLanguage } from '../../../shared/lib/language'

export function DivisionGrid({ divisions }: { divisions: ContentData['productDivisons'] }) {
  const lang = useLanguage()
  return (
    <ul className="tile-grid">
      {divisions.map((division) => (
        <li key={division.slug}>
          <a className="tile" href={localizePath(`/produktdivisionen/${division.slug}`, lang)}>
            <img src={division.image} alt="" width="256" height="192" loading="lazy" />
            <span>{division.name}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
