import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useFailedChange } from './use-failed-change'

/**
 * One change at a time on a page of the customer's own records (addresses, the notice list): `busy`
 * while it runs so the page locks its buttons, `onDone` with the page's sentence when it worked,
 * else the reason kept for the control `at` which it was made (`errorAt`). `run` resolves to
 * whether the change was saved, so a form can close only then.
 */
export function useChangeRunner(onDone: (message: string) => void) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const { clear, fail, errorAt } = useFailedChange<string>(t`The change could not be saved.`)
  const run = async (at: string, work: () => Promise<unknown>, done: string) => {
    setBusy(true)
    clear()
    try {
      await work()
      onDone(done)
      return true
    } catch (caught) {
      fail(at, caught)
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, run, errorAt }
}
