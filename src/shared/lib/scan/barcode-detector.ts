/** The Barcode Detection API (Chromium on Android and ChromeOS, Safari 17+ behind a flag); not in TypeScript's DOM lib. */
export type DetectedBarcode = { rawValue: string; format: string }

export type BarcodeDetectorInstance = { detect(source: CanvasImageSource): Promise<DetectedBarcode[]> }

export type BarcodeDetectorClass = {
  new (options?: { formats: string[] }): BarcodeDetectorInstance
  getSupportedFormats(): Promise<string[]>
}

export function platformBarcodeDetector(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
}
