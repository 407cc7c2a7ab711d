import { Plural, Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import './logout-waiting-dialog.css'

export type WaitingChoice = 'keep' | 'discard'

/**
 * Asked at logout while changes still wait to be sent: a shared tablet never drops them silently.
 * Keep: they wait, invisible to anyone else, until this customer logs in again. Discard: gone.
 * Escape or Cancel stays logged in.
 */
export function LogoutWaitingDialog({
  count,
  onChoose,
  onCancel,
}: {
  count: number
  onChoose: (choice: WaitingChoice) => void
  onCancel: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const textId = useId()
  useEffect(() => {
    dialog.current?.showModal()
  }, [])
  return (
    <dialog
      ref={dialog}
      className="logout-waiting"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      <h2 id={titleId} className="logout-waiting__title">
        <Trans>Changes not yet sent</Trans>
      </h2>
      <p id={textId}>
        <Plural
          value={count}
          one="# change has not reached the shop yet. Keep it until you log in again on this device, or discard it?"
          other="# changes have not reached the shop yet. Keep them until you log in again on this device, or discard them?"
        />
      </p>
      <div className="logout-waiting__actions">
        <button type="button" className="button button--primary" onClick={() => onChoose('keep')}>
          <Trans>Keep and log out</Trans>
        </button>
        <button type="button" className="button" onClick={() => onChoose('discard')}>
          <Trans>Discard and log out</Trans>
        </button>
        <button type="button" className="button" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </dialog>
  )
}
