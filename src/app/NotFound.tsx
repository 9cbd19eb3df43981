import { lazy, Suspense } from 'react'

// Loaded only when an address matches no route: the web shell it draws stays out of the entry
// chunk, where the root route (and so this component) must be.
const NotFoundPage = lazy(() => import('./NotFoundPage'))

export function NotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  )
}
