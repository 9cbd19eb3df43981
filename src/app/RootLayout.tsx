import { Outlet } from '@tanstack/react-router'
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
  return (
    <>
      <UpdatePrompt />
      <Outlet />
      <FeedbackHost />
    </>
  )
}
