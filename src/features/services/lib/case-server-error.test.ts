import { describe, expect, it } from 'vitest'
import { SERVICE_ERROR_CODES } from '../../../shared/contracts/services-constants'
import { ApiError } from '../../../shared/lib/api-client'
import { caseErrorsOf, lineIndexOf } from './case-server-error'

describe('caseErrorsOf', () => {
  const keys = ['LS-1#1', 'RE-7#2']

  it('puts a refusal on the line its path names', () => {
    const error = new ApiError(400, SERVICE_ERROR_CODES.formQtyTooHigh, 'lines[1].qty: more than returnable')
    expect(caseErrorsOf(error, 'Too many', keys)).toEqual({ lines: { 'RE-7#2': { qty: 'Too many' } } })
    expect(lineIndexOf('body/lines.0/photos')).toBe(0)
  })

  it('puts it on the only line when the case has one', () => {
    const error = new ApiError(400, SERVICE_ERROR_CODES.formConditionRequired, 'condition required')
    expect(caseErrorsOf(error, 'Say the state', ['LS-1#1'])).toEqual({ lines: { 'LS-1#1': { condition: 'Say the state' } } })
  })

  it('says it for the whole case when no line can be told', () => {
    const error = new ApiError(400, SERVICE_ERROR_CODES.formTooManyPhotos, 'too many photos')
    expect(caseErrorsOf(error, 'Too many photos', keys)).toEqual({ lines: {}, general: 'Too many photos' })
    expect(caseErrorsOf(new TypeError('Failed to fetch'), 'No network', keys)).toEqual({ lines: {}, general: 'No network' })
  })
})
