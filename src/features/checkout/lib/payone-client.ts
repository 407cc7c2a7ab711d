import type { PayOneResponse } from '../store'

/** PAYONE's Client API answer to creditcardcheck (JSON response type). */
export type PayoneCheckAnswer = Partial<PayOneResponse> & {
  status: 'VALID' | 'INVALID' | 'ERROR'
  errorcode?: string
  errormessage?: string
}

/** The part of PAYONE's hosted iframes the checkout uses. */
export type HostedIFrames = {
  isComplete(): boolean
  creditCardCheck(callbackName: string): void
}

type PayoneGlobal = {
  ClientApi: {
    HostedIFrames: new (config: unknown, request: Record<string, string>) => HostedIFrames
    Language: Record<string, unknown>
  }
}

declare global {
  interface Window {
    Payone?: PayoneGlobal
    /** creditCardCheck names its callback as a global function; one check runs at a time. */
    payoneCheckCallback?: (answer: PayoneCheckAnswer) => void
  }
}

/** The containers' ids, one per hosted field (PAYONE's own field names). */
export const HOSTED_FIELDS = ['cardpan', 'cardcvc2', 'cardexpiremonth', 'cardexpireyear'] as const
export type HostedField = (typeof HOSTED_FIELDS)[number]
export const hostedFieldId = (field: HostedField) => `payone-${field}`

const loading = new Map<string, Promise<void>>()

/** Loads PAYONE's client script once per page (a <script> element: the CSP names its origin). */
export function loadPayoneScript(url: string): Promise<void> {
  let promise = loading.get(url)
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = url
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => {
        loading.delete(url)
        script.remove()
        reject(new Error(`PAYONE's script did not load: ${url}`))
      }
      document.head.append(script)
    })
    loading.set(url, promise)
  }
  return promise
}

// The card types the shop accepts (PAYONE's codes); a guess until the shop's contract names them.
const CARD_TYPES = ['V', 'M', 'A']
const FIELD_STYLE =
  'font-size: 16px; width: 100%; height: 40px; box-sizing: border-box; border: 1px solid #6b7280; padding: 0 8px;'

/** Puts PAYONE's iframes into the page's containers; the language follows the page's, English where PAYONE has none. */
export function createHostedFields(request: Record<string, string>, lang: string): HostedIFrames {
  const api = window.Payone?.ClientApi
  if (!api) throw new Error("PAYONE's client script is not loaded")
  const config = {
    fields: {
      cardpan: { selector: hostedFieldId('cardpan'), type: 'text' },
      cardcvc2: {
        selector: hostedFieldId('cardcvc2'),
        type: 'password',
        size: '4',
        maxlength: '4',
        length: { V: 3, M: 3, A: 4 },
      },
      cardexpiremonth: { selector: hostedFieldId('cardexpiremonth'), type: 'select' },
      cardexpireyear: { selector: hostedFieldId('cardexpireyear'), type: 'select' },
    },
    defaultStyle: { input: FIELD_STYLE, select: FIELD_STYLE, iframe: { width: '100%', height: '44px' } },
    autoCardtypeDetection: { supportedCardtypes: CARD_TYPES },
    language: api.Language[lang] ?? api.Language.en,
  }
  return new api.HostedIFrames(config, request)
}

/** Runs creditcardcheck and waits for PAYONE's answer through the global callback. */
export function checkCard(iframes: HostedIFrames): Promise<PayoneCheckAnswer> {
  return new Promise((resolve) => {
    window.payoneCheckCallback = (answer) => {
      window.payoneCheckCallback = undefined
      resolve(answer)
    }
    iframes.creditCardCheck('payoneCheckCallback')
  })
}
