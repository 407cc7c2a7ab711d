import { useLingui } from '@lingui/react/macro'
import { ScanButton } from '../../../shared/ui/scan-button'
import type { CaseDraft } from '../lib/case-draft'
import { readCaseScan } from '../lib/case-scan'

type Props = { draft: CaseDraft; onLoad: (documentId: string) => void; onTick: (key: string) => void }

/** Beside the document number: the paper's code loads its lines, a part's label ticks its line. */
export function CaseScanButton({ draft, onLoad, onTick }: Props) {
  const { t } = useLingui()
  return (
    <ScanButton
      label={t`Scan a delivery note, invoice or part label`}
      onScan={({ text }) => {
        const scan = readCaseScan(text, draft)
        if (!scan) return null
        switch (scan.kind) {
          case 'document':
            onLoad(scan.documentId)
            return t`Loading the lines of ${scan.documentId}`
          case 'tick':
            onTick(scan.key)
            return t`${scan.sku} ticked`
          case 'ticked':
            return t`${scan.sku} is already ticked`
          case 'blocked':
            return t`${scan.sku} cannot go back in this case`
          case 'not-loaded':
            return t`${scan.term} is not on the loaded delivery notes or invoices`
        }
      }}
    />
  )
}
