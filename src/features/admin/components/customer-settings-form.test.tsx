import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLanguage } from '../../../shared/lib/i18n'
import { renderCustomerForm, stubCustomerServer, TEST_CUSTOMER } from './customer-form-test-kit'
import { CustomerSettingsForm } from './customer-settings-form'

const renderForm = (customer = TEST_CUSTOMER) => renderCustomerForm(<CustomerSettingsForm customer={customer} />)

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('customer settings: buyer reference', () => {
  it('explains the field and refuses a Leitweg-ID with wrong check digits beside it, sending nothing', async () => {
    const bodies = stubCustomerServer()
    renderForm()
    const field = screen.getByLabelText('Buyer reference (Leitweg-ID)')
    const hint = screen.getByText(/issued as XRechnung 3.0 e-invoices/)
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id)

    fireEvent.change(field, { target: { value: '991-33333TEST-34' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    const error = await screen.findByText(/^Not a valid Leitweg-ID/)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id)
    expect(bodies).toEqual([])
  })

  it('sends a valid one as stored (upper-case, trimmed) and an emptied field as null', async () => {
    const bodies = stubCustomerServer()
    renderForm({ ...TEST_CUSTOMER, buyerReference: '04011000-45' })
    const field = screen.getByLabelText('Buyer reference (Leitweg-ID)') as HTMLInputElement
    expect(field.value).toBe('04011000-45')

    fireEvent.change(field, { target: { value: ' 991-33333test-33 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ buyerReference: '991-33333TEST-33' })

    fireEvent.change(field, { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies[1]).toMatchObject({ buyerReference: null })
    expect(screen.queryByText(/^Not a valid Leitweg-ID/)).toBeNull()
  })
})
