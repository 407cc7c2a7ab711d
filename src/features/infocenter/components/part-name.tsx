import { Trans } from '@lingui/react/macro'

/**
 * A part's name in the page's language and, where the order recorded it under another name (ordered on a page in
 * another language), that name in a second, smaller line: it is what the buyer's own papers say.
 */
export function PartName({ name, orderedName }: { name: string; orderedName: string | null }) {
  if (!orderedName) return <>{name}</>
  return (
    <>
      {name}
      <small className="part-name__ordered">
        <Trans>Ordered as: {orderedName}</Trans>
      </small>
    </>
  )
}
