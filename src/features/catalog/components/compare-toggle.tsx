import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { COMPARE_LIMIT, type CompareEntry, compareStore, toggleCompare } from '../store'

export function CompareToggle({ entry }: { entry: CompareEntry }) {
  const { entries } = useSnapshot(compareStore)
  const [full, setFull] = useState(false)
  const selected = entries.some((e) => e.slug === entry.slug)
  return (
    <span className="compare-toggle">
      <button type="button" className="button" aria-pressed={selected} onClick={() => setFull(!toggleCompare(entry))}>
        {selected ? <Trans>Remove from comparison</Trans> : <Trans>Compare</Trans>}
      </button>
      {full && (
        <span role="alert" className="field-error">
          <Trans>You can compare up to {COMPARE_LIMIT} parts.</Trans>
        </span>
      )}
    </span>
  )
}
