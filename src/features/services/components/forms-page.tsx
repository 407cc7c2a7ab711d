import { Trans, useLingui } from '@lingui/react/macro'
import type { ServiceCase } from '../../../shared/contracts/returns'
import { usePageTitle } from '../../../shared/lib/page-title'
import type { FormsSearch } from '../lib/forms-search'
import { CaseEditor } from './case-editor'
import { CasesList } from './cases-list'
import './services.css'
import './returns.css'

type Props = {
  customerId: string
  search: FormsSearch
  onSearch: (search: FormsSearch) => void
  onDone: (message: string) => void
  /** The credit note's PDF (the information centre's documents; composed by the route). */
  creditNotePdf: (creditNoteId: string) => string
  /** Every list of cases the shop answered, e.g. for the data layer's refund events (wired by the route). */
  onCases?: ((cases: readonly ServiceCase[]) => void) | undefined
}

/** /infocenter/forms: one flow for returns, warranty claims and cores, from a document's lines to the credit note. */
export function FormsPage({ customerId, search, onSearch, onDone, creditNotePdf, onCases }: Props) {
  const { t } = useLingui()
  usePageTitle(t`Returns and claims`)
  return (
    <section className="service-page returns-page" aria-labelledby="forms-heading">
      <h1 id="forms-heading">
        <Trans>Returns and claims</Trans>
      </h1>
      <p>
        <Trans>
          Send parts back, claim warranty or return old units for their core deposit: load the delivery note or invoice, tick the
          lines, say why, add photos and send. Then print the return slip and put it in the box.
        </Trans>
      </p>
      <CaseEditor
        // A new start (another document's "Return parts") begins a new case.
        key={`${search.kind ?? ''}|${search.documentId ?? ''}|${search.position ?? ''}`}
        customerId={customerId}
        start={search}
        onDone={onDone}
      />
      <CasesList
        customerId={customerId}
        filter={search.case}
        onFilter={(filter) => onSearch({ ...search, case: filter })}
        creditNotePdf={creditNotePdf}
        onCases={onCases}
      />
    </section>
  )
}
