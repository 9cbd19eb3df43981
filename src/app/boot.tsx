import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { restoreSession, watchPendingLogout } from '../features/auth/auth-actions'
import { session } from '../features/auth/session'
import { keepCardOnDevice } from '../features/card/keep-card-on-device'
import { listenForInstallPrompt } from '../features/pwa/install'
import { registerServiceWorker } from '../features/pwa/service-worker'
import { channelOfPage } from './channel'
import { activateLocale, i18n, preferredLocale } from './i18n'
import { queryClient } from './query-client'
import { persistOptions } from './query-persistence'
import { BASEPATH, createAppRouter } from './router'

/**
 * Starts the app in the channel the page was opened in. The kiosk keeps nothing on the device, not
 * even the public lists or the customer's name (docs/decisions.md, "The kiosk keeps nothing personal").
 */
export function boot(): void {
  const kiosk = channelOfPage(BASEPATH) === 'totem'
  session.keepOnDevice(!kiosk)
  listenForInstallPrompt()
  if (!kiosk) keepCardOnDevice()
  void render(kiosk)
  void restoreSession()
  if (!kiosk) watchPendingLogout()
  void registerServiceWorker()
}

async function render(kiosk: boolean): Promise<void> {
  await activateLocale(preferredLocale())
  const root = document.getElementById('root')
  if (!root) throw new Error('#root missing from index.html')
  const app = <RouterProvider router={createAppRouter()} />
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        {kiosk ? (
          <QueryClientProvider client={queryClient}>{app}</QueryClientProvider>
        ) : (
          <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
            {app}
          </PersistQueryClientProvider>
        )}
      </I18nProvider>
    </StrictMode>,
  )
}
