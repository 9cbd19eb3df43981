import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { restoreSession, watchPendingLogout } from './features/auth/auth-actions'
import { keepCardOnDevice } from './features/card/keep-card-on-device'
import { listenForInstallPrompt } from './features/pwa/install'
import { registerServiceWorker } from './features/pwa/service-worker'
import { activateLocale, i18n, preferredLocale } from './i18n/i18n'
import { queryClient } from './query-client'
import { persistOptions } from './query-persistence'
import { router } from './router'
import './styles.css'

// The kiosk keeps nothing on the device, public data included (DESIGN "The kiosk").
const kiosk = window.location.pathname.startsWith('/app/totem')

async function boot(): Promise<void> {
  await activateLocale(preferredLocale())
  const root = document.getElementById('root')
  if (!root) throw new Error('#root missing from index.html')
  const app = <RouterProvider router={router} />
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

listenForInstallPrompt()
if (!kiosk) keepCardOnDevice()
void boot()
void restoreSession()
if (!kiosk) watchPendingLogout()
void registerServiceWorker()
