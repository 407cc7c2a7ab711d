import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { CaseStepForm } from './case-step-form'

function renderForm(nextSteps: Parameters<typeof CaseStepForm>[0]['nextSteps'], answer: () => Response) {
  const posts: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      posts.push(JSON.parse(String(init?.body)))
      return answer()
    }),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <CaseStepForm caseId={42} nextSteps={nextSteps} />
      </I18nProvider>
    </QueryClientProvider>,
  )
  return posts
}

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the step buttons of a case', () => {
  it('offers the next steps; a rejection without a note says so next to the field and sends nothing', async () => {
    const posts = renderForm(['approved', 'rejected'], () => Response.json({}))
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    expect(screen.getByRole('alert').textContent).toContain('the customer reads this note')
    expect(screen.getByLabelText(/Note for the customer/).getAttribute('aria-invalid')).toBe('true')
    expect(posts).toEqual([])
    fireEvent.change(screen.getByLabelText(/Note for the customer/), { target: { value: 'Not our part.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(posts).toEqual([{ status: 'rejected', note: 'Not our part.' }]))
  })

  it('explains a credit the shop refuses because the order has no invoice yet', async () => {
    renderForm(['credited', 'refused'], () =>
      Response.json({ statusCode: 409, code: 'FORM_NOT_INVOICED', message: 'no invoice' }, { status: 409 }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Credit' }))
    expect((await screen.findByRole('alert')).textContent).toContain('no invoice yet')
  })

  it('says a closed case takes no further step', () => {
    renderForm([], () => Response.json({}))
    expect(screen.getByRole('status').textContent).toContain('closed')
  })
})
