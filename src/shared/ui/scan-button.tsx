import type { ReactNode } from 'react'

/** Barcode formats by their BarcodeDetector names. */
export type ScanFormat = 'ean_13' | 'upc_a' | 'code_128' | 'code_39' | 'data_matrix' | 'qr_code'

export type ScanResult = { text: string; format: ScanFormat }

type ScanButtonProps = {
  label: string
  formats?: ScanFormat[]
  continuous?: boolean
  /** The message the scanner announces for an accepted result, or null to keep scanning silently. */
  onScan: (result: ScanResult) => string | null
  overlay?: ReactNode
  className?: string
}

/** Placeholder until the scanner-core branch lands: a plain button with the final API that does nothing yet. */
export function ScanButton({ label, className }: ScanButtonProps) {
  return <button type="button" className={className} aria-label={label} title={label} />
}
