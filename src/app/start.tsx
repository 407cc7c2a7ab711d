import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { splitLanguage } from '../shared/contracts/routes'
import { activateLanguage, i18n } from '../shared/lib/i18n'
import { queryClient, restoreAndPersistQueryCache } from './query-client'
import { ReloadPrompt } from './reload-prompt'
import { router } from './router'
import { connectSyncBridge } from './sync-bridge'
import { installChunkRecovery } from './update/chunk-recovery'
import './styles.css'
import './catalog.css'

export async function startApp(container: HTMLElement) {
  installChunkRecovery()
  connectSyncBridge(queryClient)
  // Lingui's provider renders nothing until a language is active, and offline loaders need the
  // restored cache: both are ready before the first render.
  await Promise.all([restoreAndPersistQueryCache(), activateLanguage(splitLanguage(window.location.pathname).lang)])
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
          <ReloadPrompt />
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>,
  )
}
