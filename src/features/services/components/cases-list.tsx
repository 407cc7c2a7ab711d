import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ServiceCase } from '../../../shared/contracts/returns'
import { LoadFailed } from '../../../shared/ui/load-failed'
import { casesQuery } from '../api/forms'
import { CaseCard } from './case-card'
import { FormField } from './form-field'
import { WaitingCases } from './waiting-cases'

type Props = {
  customerId: string
  /** `?case=`: only the case with this number (or numbers containing it). */
  filter: string | undefined
  onFilter: (filter: string | undefined) => void
  creditNotePdf: (creditNoteId: string) => string
  /** Sees every list the shop answered (the route wires the data layer's refund events here). */
  onCases?: ((cases: readonly ServiceCase[]) => void) | undefined
}

/** The customer's cases, newest first, with the ones still waiting on this device above them. */
export function CasesList({ customerId, filter, onFilter, creditNotePdf, onCases }: Props) {
  const { t } = useLingui()
  // A case the queue sent later has a number then: app/sync-bridge.ts asks for the list again.
  const query = useQuery(casesQuery(customerId))
  useEffect(() => {
    if (query.data) onCases?.(query.data.cases)
  }, [query.data, onCases])
  const wanted = filter?.toUpperCase()
  const cases = query.data?.cases.filter((item) => !wanted || item.number.toUpperCase().includes(wanted)) ?? []
  return (
    <section aria-labelledby="cases-heading">
      <h2 id="cases-heading">
        <Trans>Your cases</Trans>
      </h2>
      <WaitingCases />
      <FormField id="case-filter" label={t`Find a case by its number`}>
        {(a11y) => (
          <input
            {...a11y}
            type="search"
            value={filter ?? ''}
            onChange={(event) => onFilter(event.target.value.trim() || undefined)}
          />
        )}
      </FormField>
      {query.isPending && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {query.isError && !query.data && <LoadFailed onRetry={() => void query.refetch()} />}
      {query.data && cases.length === 0 && (
        <p className="empty-state" role="status">
          {wanted ? <Trans>No case has the number {filter}.</Trans> : <Trans>No cases sent yet.</Trans>}
        </p>
      )}
      <ul className="service-list">
        {cases.map((item) => (
          <CaseCard key={item.id} item={item} creditNotePdf={creditNotePdf} />
        ))}
      </ul>
    </section>
  )
}
