import { Trans } from '@lingui/react/macro'
import { useLanguage } from '../../../shared/lib/language'
import { useOnline } from '../../../shared/lib/use-online'
import { exportUrl } from '../lib/document-urls'

type Props = { resource: 'documents' | 'orders'; filters: Record<string, string | number | undefined> }

/** The filtered list as CSV or Excel; the server makes the file, so it needs a connection. */
export function ExportLinks({ resource, filters }: Props) {
  const lang = useLanguage()
  // The file's times in the zone this device shows; the server checks it against Intl's list.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (!useOnline()) return null
  return (
    <>
      <a className="button" href={exportUrl(resource, 'csv', filters, lang, timeZone)} download>
        <Trans>Export CSV</Trans>
      </a>
      <a className="button" href={exportUrl(resource, 'xlsx', filters, lang, timeZone)} download>
        <Trans>Export Excel</Trans>
      </a>
    </>
  )
}
