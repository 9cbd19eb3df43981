import { Outlet, useNavigate, useRouterState, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSessionUser } from '../auth/session'
import { IdleCountdown } from './IdleCountdown'
import { useIdleTimer } from './idle-timer'
import { KioskTopBar } from './KioskTopBar'
import { kioskLogOut } from './kiosk-actions'
import { kioskState } from './kiosk-state'
import './kiosk.css'

/**
 * The kiosk's frame: the top bar (hidden on /totem/DIGI), the store it stands in, and the idle
 * time-out: after 60 s without activity a logged-in customer is logged out, otherwise the kiosk
 * goes back to its home.
 */
export function KioskLayout() {
  const navigate = useNavigate()
  const user = useSessionUser()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { storeId } = useSearch({ strict: false }) as { storeId?: string }

  useEffect(() => {
    kioskState.enterKioskMode()
    kioskState.rememberStore(storeId)
  }, [storeId])

  const secondsLeft = useIdleTimer(() => {
    if (user) void kioskLogOut().then(() => navigate({ to: '/totem' }))
    else if (pathname !== '/totem' && pathname !== '/totem/') void navigate({ to: '/totem' })
  })

  const digi = pathname.toLowerCase().startsWith('/totem/digi')
  return (
    <div className="kiosk">
      {!digi && <KioskTopBar />}
      <main id="main" className="kiosk__main">
        <Outlet />
      </main>
      <IdleCountdown secondsLeft={secondsLeft} loggedIn={user !== null} />
    </div>
  )
}
