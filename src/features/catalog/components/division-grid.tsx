import { Link } from '@tanstack/react-router'
import type { ContentData } from '../../../shared/contracts/content'
import { useLangParam } from '../../../shared/lib/language'

export function DivisionGrid({ divisions }: { divisions: ContentData['productDivisons'] }) {
  const params = useLangParam()
  return (
    <ul className="tile-grid">
      {divisions.map((division) => (
        <li key={division.slug}>
          <Link className="tile" to="/{-$lang}/produktdivisionen/$divisionId" params={{ ...params, divisionId: division.slug }}>
            <img src={division.image} alt="" width="256" height="192" loading="lazy" />
            <span>{division.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
