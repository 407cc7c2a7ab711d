import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useOnline } from '../../../shared/lib/use-online'

type Props = { ticked: number; busy: boolean; error: string | null }

/**
 * Stays at the bottom of the window while the lines scroll (sticky, above any bar fixed at the bottom:
 * --bottom-overlay), and ends where the form ends, so it never hides the last line.
 */
export function CaseSendBar({ ticked, busy, error }: Props) {
  const { t } = useLingui()
  const online = useOnline()
  return (
    <div className="case-send-bar">
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <p className="case-send-bar__count" aria-live="polite">
        <Plural value={ticked} _0="No line ticked yet" one="# line ticked" other="# lines ticked" />
        {!online && (
          <>
            {' · '}
            <Trans>Offline: the case will be sent once the connection is back.</Trans>
          </>
        )}
      </p>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t`Sending…` : t`Send case`}
      </button>
    </div>
  )
}
