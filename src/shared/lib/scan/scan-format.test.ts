import { describe, expect, it } from 'vitest'
import { ALL_SCAN_FORMATS, asScanFormat, fromZxingFormat, fromZxingResult, toZxingFormats } from './scan-format'

describe('scan formats', () => {
  it('asks zxing for each format by its canonical name', () => {
    expect(toZxingFormats(ALL_SCAN_FORMATS)).toEqual(['EAN13', 'UPCA', 'Code128', 'Code39', 'DataMatrix', 'QRCode'])
  })

  it('names what zxing found as the platform does, variants by their family', () => {
    expect(fromZxingFormat('EAN13', 'EANUPC')).toBe('ean_13')
    expect(fromZxingFormat('UPCA', 'EANUPC')).toBe('upc_a')
    expect(fromZxingFormat('Code128', 'Code128')).toBe('code_128')
    expect(fromZxingFormat('Code39Ext', 'Code39')).toBe('code_39')
    expect(fromZxingFormat('DataMatrix', 'DataMatrix')).toBe('data_matrix')
    expect(fromZxingFormat('QRCodeModel2', 'QRCode')).toBe('qr_code')
  })

  it('drops formats nobody asked for', () => {
    expect(fromZxingFormat('EAN8', 'EANUPC')).toBeNull()
    expect(fromZxingFormat('PDF417', 'PDF417')).toBeNull()
    expect(asScanFormat('code_39', ['code_39', 'data_matrix'])).toBe('code_39')
    expect(asScanFormat('ean_13', ['code_39', 'data_matrix'])).toBeNull()
  })

  it('gives a UPC-A the 12 digits BarcodeDetector gives, where zxing read it as an EAN-13 with a leading 0', () => {
    const upc = { text: '0036000291452', format: 'EAN13', symbology: 'EANUPC' }
    expect(fromZxingResult(upc, ALL_SCAN_FORMATS)).toEqual({ text: '036000291452', format: 'upc_a' })
    expect(fromZxingResult(upc, ['ean_13'])).toEqual({ text: '0036000291452', format: 'ean_13' })
    expect(fromZxingResult({ text: '4006381333931', format: 'EAN13', symbology: 'EANUPC' }, ['upc_a'])).toBeNull()
  })
})
