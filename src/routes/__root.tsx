import { createRootRoute } from '@tanstack/react-router'
import { NotFound } from '../ui/NotFound'
import { RootLayout } from '../ui/RootLayout'

export const Route = createRootRoute({ component: RootLayout, notFoundComponent: NotFound })
