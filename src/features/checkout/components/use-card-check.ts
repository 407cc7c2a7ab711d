import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { CheckoutOptions } from '../../../shared/contracts/cart'
import { useLanguage } from '../../../shared/lib/language'
import { checkCard, createHostedFields, type HostedIFrames, loadPayoneScript } from '../lib/payone-client'
import { checkoutStore, setCardCheck } from '../store'

type CardFields = NonNullable<CheckoutOptions['payment'][number]['cardFields']>
export type HolderErrors = { ccFirstName?: string; ccLastName?: string }
/** Where PAYONE's hosted fields are: not asked for yet, loading, shown, or their script could not be loaded. */
export type CardFieldsState = 'idle' | 'loading' | 'ready' | 'unavailable'

/**
 * The card form's work: PAYONE's hosted fields (loaded once the card is chosen) and the check that
 * "continue" runs. Card numbers stay inside PAYONE's iframes; the shop only keeps the pseudo card pan.
 */
export function useCardCheck(cardFields: CardFields | undefined, active: boolean) {
  const { t } = useLingui()
  const lang = useLanguage()
  const iframes = useRef<HostedIFrames | null>(null)
  const [state, setState] = useState<CardFieldsState>('idle')
  const [checking, setChecking] = useState(false)
  const [cardError, setCardError] = useState<string | null>(null)
  const [holderErrors, setHolderErrors] = useState<HolderErrors>({})
  const scriptUrl = cardFields?.scriptUrl
  const request = cardFields ? JSON.stringify(cardFields.request) : null

  useEffect(() => {
    if (!active || !scriptUrl || !request) return
    let gone = false
    setState('loading')
    loadPayoneScript(scriptUrl)
      .then(() => {
        if (gone) return
        iframes.current = createHostedFields(JSON.parse(request) as Record<string, string>, lang)
        setState('ready')
      })
      .catch(() => !gone && setState('unavailable'))
    return () => {
      gone = true
      iframes.current = null
    }
  }, [active, scriptUrl, request, lang])

  /** True when the card is checked (VALID) and kept in the store; otherwise the errors say why. */
  const check = async (): Promise<boolean> => {
    const required = t`Please fill in this field.`
    const errors: HolderErrors = {}
    if (!checkoutStore.ccFirstName.trim()) errors.ccFirstName = required
    if (!checkoutStore.ccLastName.trim()) errors.ccLastName = required
    const holderMissing = Boolean(errors.ccFirstName || errors.ccLastName)
    setHolderErrors(errors)
    setCardError(null)
    const fields = iframes.current
    if (!fields) {
      setCardError(t`The card fields could not be loaded. Check the connection and try again, or choose another payment method.`)
      return false
    }
    if (!fields.isComplete()) {
      // Back on step 4 after a check: the kept check stands unless another card is entered.
      if (checkoutStore.payOneResponse && !holderMissing) return true
      setCardError(t`Please enter the card number, the expiry date and the security code.`)
      return false
    }
    if (holderMissing) return false
    setChecking(true)
    try {
      const answer = await checkCard(fields)
      const { pseudocardpan, truncatedcardpan, cardtype, cardexpiredate } = answer
      if (answer.status === 'VALID' && pseudocardpan && truncatedcardpan && cardtype && cardexpiredate) {
        setCardCheck({ pseudocardpan, truncatedcardpan, cardtype, cardexpiredate })
        return true
      }
      setCardCheck(null)
      setCardError(answer.errormessage || t`The card could not be checked. Please check the details.`)
      return false
    } finally {
      setChecking(false)
    }
  }

  return { state, checking, cardError, holderErrors, check }
}
