import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { useLangParam } from '../../../shared/lib/language'
import { syncStatus } from '../../../shared/lib/sync-status'

/** In the header while anything waits or was refused; links to the list of changes. */
export function ChangesBadge() {
  useLingui()
  const params = useLangParam()
  const { pending, failed } = useSnapshot(syncStatus)
  if (pending.length === 0 && failed.length === 0) return null
  return (
    <Link to="/{-$lang}/changes" params={params} className={`changes-badge${failed.length > 0 ? ' changes-badge--failed' : ''}`}>
      <span aria-live="polite">
        {failed.length > 0
          ? plural(failed.length, { one: '# change not sent', other: '# changes not sent' })
          : plural(pending.length, { one: '# change waiting', other: '# changes waiting' })}
      </span>
    </Link>
  )
}
