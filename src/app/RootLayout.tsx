import { Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useQuickCardFollowsTheApp } from '../features/card/use-quick-card-follows-the-app'
import { UpdatePrompt } from '../features/pwa/UpdatePrompt'
import { FeedbackHost } from '../ui/feedback/FeedbackHost'
import { usePageTitleAndFocus } from '../ui/page-title-and-focus'
import { useGuardsFollowTheSession } from './customer-only'

/** Everything under /app: the web shell or the kiosk, and the one place toasts and alerts appear. */
export function RootLayout() {
  usePageTitleAndFocus()
  useGuardsFollowTheSession()
  useQuickCardFollowsTheApp()
  useEffect(() => {
    // The app has the page (hydrated or drawn): tests, and anything that must wait for it, can tell.
    document.documentElement.dataset.appReady = ''
  }, [])
  return (
    <>
      <UpdatePrompt />
      <Outlet />
      <FeedbackHost />
    </>
  )
}
