import { Trans, useLingui } from '@lingui/react/macro'
import { usePageTitle } from '../../../shared/lib/page-title'
import { VinSearchField } from './vin-search-field'

type Props = {
  notice?: React.ReactNode
  /** A VIN from the address that needs correcting. */
  initialVin?: string
  /** Only a logged-in customer has recent VINs to offer. */
  signedIn: boolean
}

export function VinEntryPage({ notice, initialVin, signedIn }: Props) {
  const { t } = useLingui()
  usePageTitle(t`Find parts by VIN`)
  return (
    <section className="vin-entry">
      <h1>
        <Trans>Find parts by VIN</Trans>
      </h1>
      {notice}
      <p>
        <Trans>
          Enter the 17-character vehicle identification number. You find it in the vehicle registration document and on the type
          plate, usually at the right-hand door pillar or on the frame near the front axle.
        </Trans>
      </p>
      <VinSearchField showSuggestions={signedIn} initialVin={initialVin} />
    </section>
  )
}
