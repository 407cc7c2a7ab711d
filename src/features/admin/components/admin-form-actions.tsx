import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { AdminError } from './admin-states'

type Mutation = { isError: boolean; error: unknown; isPending: boolean; isSuccess: boolean }

type Props = {
  /** The form's save mutation: its failure shows above the button, its success beside it. */
  mutation: Mutation
  submitLabel?: ReactNode
  savedMessage?: ReactNode
  /** Long forms keep the button in view while the admin scrolls. */
  sticky?: boolean
}

/** The foot of every admin form: why saving failed, the submit button (off while saving), and a word when it worked. */
export function AdminFormActions({
  mutation,
  submitLabel = <Trans>Save</Trans>,
  savedMessage = <Trans>Saved.</Trans>,
  sticky = false,
}: Props) {
  return (
    <>
      {mutation.isError && <AdminError error={mutation.error} />}
      <div className={sticky ? 'admin__actions admin__actions--sticky' : 'admin__actions'}>
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {submitLabel}
        </button>
        {mutation.isSuccess && (
          <span role="status" className="admin__saved">
            {savedMessage}
          </span>
        )}
      </div>
    </>
  )
}
