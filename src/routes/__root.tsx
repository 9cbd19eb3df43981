import { createRootRouteWithContext } from '@tanstack/react-router'
import { channelOf } from '../app/channel'
import { NotFound } from '../app/NotFound'
import { RootLayout } from '../app/RootLayout'
import type { RouterContext } from '../app/router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => ({ channel: channelOf(location) }),
  component: RootLayout,
  notFoundComponent: NotFound,
})
