import { Link } from '@tanstack/react-router'
import { useLangParam } from '../../../shared/lib/language'

/** An article number, linked to its product page while the part is still in the catalogue. */
export function PartLink({ sku, slug }: { sku: string; slug: string | null }) {
  const params = useLangParam()
  if (!slug) return <>{sku}</>
  return (
    <Link to="/{-$lang}/products/$slug" params={{ ...params, slug }}>
      {sku}
    </Link>
  )
}
