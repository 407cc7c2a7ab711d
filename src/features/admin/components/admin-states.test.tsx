import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../../../shared/lib/api-client'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { AdminError } from './admin-states'

beforeAll(() => activateLanguage('en'))
afterEach(cleanup)

const shown = (error: unknown) =>
  render(
    <I18nProvider i18n={i18n}>
      <AdminError error={error} />
    </I18nProvider>,
  )

describe('AdminError', () => {
  it('says why the last administrator was not locked, not that a job finished', () => {
    shown(new ApiError(409, 'LAST_ADMIN', 'x'))
    expect(screen.getByRole('alert').textContent).toBe(
      'The last active administrator cannot be locked: someone must still be able to log in here.',
    )
  })

  it('keeps the job message for a finished job', () => {
    shown(new ApiError(409, 'JOB_NOT_RETRYABLE', 'x'))
    expect(screen.getByRole('alert').textContent).toBe('This job has finished and is not run again.')
  })
})
