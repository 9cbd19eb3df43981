import { Outlet, useNavigate, useRouterState, useSearch } from '@tanstack/react-router'
import { Fragment, useEffect, useState } from 'react'
import { session, useSessionUser } from '../auth/session'
import { IdleCountdown } from './IdleCountdown'
import { COUNTDOWN_ATTRIBUTE, useIdleTimer } from './idle-timer'
import { KioskTopBar } from './KioskTopBar'
import { kioskLogOut } from './kiosk-actions'
import { kioskSearch } from './kiosk-search'
import { kioskState } from './kiosk-state'
import { OnScreenKeys } from './OnScreenKeys'
import './kiosk.css'

/**
 * The kiosk's frame: the top bar (hidden on /totem/DIGI), the store it stands in, and the idle
 * time-out: after 60 s without activity a logged-in customer is logged out, otherwise the kiosk
 * goes back to its home. The kiosk has no keyboard: its own keys open under a focused text field.
 */
export function KioskLayout() {
  const navigate = useNavigate()
  const user = useSessionUser()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { storeId } = kioskSearch(useSearch({ strict: false }))

  useEffect(() => kioskState.rememberStore(storeId), [storeId])

  const atHome = pathname === '/totem' || pathname === '/totem/'
  // Each time-out starts a new visit: the top bar and the page are built afresh, so no pop-up and
  // nothing typed by the last person stays on screen.
  const [visit, setVisit] = useState(0)
  const idle = useIdleTimer(
    () => {
      if (user) {
        void kioskLogOut()
          .then(() => navigate({ to: '/totem' }))
          .then(() => setVisit((n) => n + 1))
      } else {
        // Nobody logged in may still have left a sign-up half done: the visit ends as a session does,
        // and it goes with it (session.onEnded).
        session.clear()
        if (!atHome) void navigate({ to: '/totem' })
        setVisit((n) => n + 1)
      }
    },
    // The idle home has nothing to count down to, unless a pop-up is open there: whoever is reading
    // it is told before it closes.
    { warn: user !== null || !atHome ? true : popupOpen },
  )

  const digi = pathname.toLowerCase().startsWith('/totem/digi')
  return (
    <div className="kiosk">
      <Fragment key={visit}>
        {/* The query's store first: on the kiosk's very first load it is not remembered yet. */}
        {!digi && <KioskTopBar storeId={storeId ?? kioskState.storeId()} />}
        <main id="main" className="kiosk__main">
          <Outlet />
        </main>
        <OnScreenKeys />
      </Fragment>
      <IdleCountdown secondsLeft={idle.secondsLeft} loggedIn={user !== null} onStay={idle.stayActive} />
    </div>
  )
}

/** A legal text or a confirmation open over the screen (the countdown itself aside). */
function popupOpen(): boolean {
  return document.querySelector(`dialog[open]:not([${COUNTDOWN_ATTRIBUTE}])`) !== null
}
