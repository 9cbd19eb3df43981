import { Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useQuickCardFollowsTheApp } from '../features/card/use-quick-card-follows-the-app'
import { UpdatePrompt } from '../features/pwa/UpdatePrompt'
import { ProductListActionsSlot } from '../features/shop/product-list-actions-slot'
import { FeedbackHost } from '../ui/feedback/FeedbackHost'
import { usePageTitleAndFocus } from '../ui/page-title-and-focus'
import { useGuardsFollowTheSession } from './customer-only'
import { usePendingListJoin } from './pending-list-join'
import { LazyListActionsOnProduct } from './product-list-actions'

/**
 * Everything under /app: the web shell or the kiosk, and the one place toasts and alerts appear. It
 * also gives the shop's products the lists' actions (features/shop/product-list-actions-slot.ts).
 */
export function RootLayout() {
  usePageTitleAndFocus()
  useGuardsFollowTheSession()
  useQuickCardFollowsTheApp()
  usePendingListJoin()
  useEffect(() => {
    // The app has the page (hydrated or drawn): tests, and anything that must wait for it, can tell.
    document.documentElement.dataset.appReady = ''
  }, [])
  return (
    <ProductListActionsSlot value={LazyListActionsOnProduct}>
      <UpdatePrompt />
      <Outlet />
      <FeedbackHost />
    </ProductListActionsSlot>
  )
}
