import { useLingui } from '@lingui/react/macro'

/** A part's order unit (UN/ECE Recommendation 20 code) in the reader's language; an unknown code as sent. */
export function OrderUnitName({ code }: { code: string }) {
  const { t } = useLingui()
  const names: Record<string, string> = {
    C62: t({ comment: 'order unit (UN/ECE Rec 20 C62)', message: 'Piece' }),
    SET: t({ comment: 'order unit (UN/ECE Rec 20 SET)', message: 'Set' }),
    PR: t({ comment: 'order unit (UN/ECE Rec 20 PR)', message: 'Pair' }),
    MTR: t({ comment: 'order unit (UN/ECE Rec 20 MTR)', message: 'Metre' }),
    LTR: t({ comment: 'order unit (UN/ECE Rec 20 LTR)', message: 'Litre' }),
    KGM: t({ comment: 'order unit (UN/ECE Rec 20 KGM)', message: 'Kilogram' }),
  }
  return <>{names[code] ?? code}</>
}
