import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLanguage } from '../../../shared/lib/i18n'
import { renderCustomerForm, stubCustomerServer, TEST_CUSTOMER } from './customer-form-test-kit'
import { CustomerPaymentMethodsForm } from './customer-payment-methods-form'

const renderForm = (customer = TEST_CUSTOMER) => renderCustomerForm(<CustomerPaymentMethodsForm customer={customer} />)

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('customer payment methods', () => {
  it('starts at every method the shop offers, with the note on card and PayPal', () => {
    renderForm()
    expect(screen.getByRole('group', { name: 'Payment methods' })).toBeTruthy()
    expect(box('All methods the shop offers').checked).toBe(true)
    for (const name of ['On account (invoice)', 'Prepayment', 'Credit card', 'PayPal']) {
      expect(box(name).checked).toBe(true)
      expect(box(name).disabled).toBe(true)
    }
    expect(screen.getByText(/only while the shop's payment provider for them is configured/)).toBeTruthy()
  })

  it('sends the chosen methods, and null for all of them again', async () => {
    const bodies = stubCustomerServer()
    renderForm()
    fireEvent.click(box('All methods the shop offers'))
    fireEvent.click(box('Credit card'))
    fireEvent.click(box('PayPal'))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toEqual({ paymentMethods: ['invoice', 'prepayment'] })

    fireEvent.click(box('All methods the shop offers'))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies[1]).toEqual({ paymentMethods: null })
  })

  it('shows a stored list and refuses to save none, sending nothing', async () => {
    const bodies = stubCustomerServer()
    renderForm({ ...TEST_CUSTOMER, paymentMethods: ['prepayment'] })
    expect(box('All methods the shop offers').checked).toBe(false)
    expect(box('Prepayment').checked).toBe(true)
    expect(box('On account (invoice)').checked).toBe(false)
    fireEvent.click(box('Prepayment'))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/at least one payment method/)
    expect(bodies).toEqual([])
  })
})
