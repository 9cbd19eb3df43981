import { useQueryClient } from '@tanstack/react-query'
import { Outlet, useNavigate, useRouterState, useSearch } from '@tanstack/react-router'
import { Fragment, useEffect, useRef, useState } from 'react'
import { useSessionUser } from '../auth/session'
import { IdleCountdown } from './IdleCountdown'
import { COUNTDOWN_ATTRIBUTE, useIdleTimer } from './idle-timer'
import { KioskTopBar } from './KioskTopBar'
import { forgetCustomer, kioskLogOut } from './kiosk-actions'
import { kioskSearch } from './kiosk-search'
import { kioskState } from './kiosk-state'
import './kiosk.css'

/**
 * The kiosk's frame: the top bar (hidden on /totem/DIGI), the store it stands in, and the idle
 * time-out: after 60 s without activity a logged-in customer is logged out, otherwise the kiosk
 * goes back to its home.
 */
export function KioskLayout() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const user = useSessionUser()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { storeId } = kioskSearch(useSearch({ strict: false }))

  useEffect(() => kioskState.rememberStore(storeId), [storeId])

  const atHome = pathname === '/totem' || pathname === '/totem/'
  const rootRef = useRef<HTMLDivElement>(null)
  // Each time-out starts a new visit: the top bar and the page are built afresh, so no pop-up and
  // nothing typed by the last person stays on screen.
  const [visit, setVisit] = useState(0)
  const idle = useIdleTimer(
    () => {
      if (user) {
        void kioskLogOut(queryClient)
          .then(() => navigate({ to: '/totem' }))
          .then(() => setVisit((n) => n + 1))
      } else {
        // Nobody logged in may still have left a sign-up half done: it goes with the time-out.
        forgetCustomer(queryClient)
        if (!atHome) void navigate({ to: '/totem' })
        setVisit((n) => n + 1)
      }
    },
    // The idle home has nothing to count down to, unless a pop-up is open there: whoever is reading
    // it is told before it closes.
    { warn: user !== null || !atHome ? true : popupOpen },
  )

  // The kiosk never leaves /totem (SPEC §2): a link of a shared text (the legal pages link to the
  // web's pages, the chain's site, a mail address) is followed inside the kiosk or not at all, and
  // one that goes nowhere here is shown as plain text, not as a link that does nothing.
  useEffect(() => {
    const stayInside = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement)) return
      const destination = kioskDestination(anchor)
      if (destination === 'inside') return
      event.preventDefault()
      if (destination) {
        // A legal text read in a pop-up opens as the kiosk's page: the pop-up makes way for it.
        anchor.closest('dialog')?.close()
        void navigate({ to: destination })
      }
    }
    const root = rootRef.current
    if (!root) return
    const disarm = () => {
      for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (kioskDestination(anchor) === null) {
          anchor.removeAttribute('href')
          anchor.classList.add('kiosk-unlinked')
        }
      }
    }
    disarm()
    const observer = new MutationObserver(disarm)
    observer.observe(root, { childList: true, subtree: true })
    document.addEventListener('click', stayInside, { capture: true })
    return () => {
      observer.disconnect()
      document.removeEventListener('click', stayInside, { capture: true })
    }
  }, [navigate])

  const digi = pathname.toLowerCase().startsWith('/totem/digi')
  return (
    <div ref={rootRef} className="kiosk">
      <Fragment key={visit}>
        {/* The query's store first: on the kiosk's very first load it is not remembered yet. */}
        {!digi && <KioskTopBar storeId={storeId ?? kioskState.storeId()} />}
        <main id="main" className="kiosk__main">
          <Outlet />
        </main>
      </Fragment>
      <IdleCountdown secondsLeft={idle.secondsLeft} loggedIn={user !== null} onStay={idle.stayActive} />
    </div>
  )
}

const KIOSK_COPIES = { tac: '/totem/tac', privacy: '/totem/privacy', generals: '/totem/generals' } as const

/**
 * Where a link takes the kiosk: a /totem page ('inside'), the kiosk's copy of a legal page, or
 * nowhere (null): the web's other pages, other sites, mail addresses, new tabs.
 */
function kioskDestination(
  anchor: HTMLAnchorElement,
): 'inside' | (typeof KIOSK_COPIES)[keyof typeof KIOSK_COPIES] | null {
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin || anchor.target === '_blank') return null
  if (url.pathname.startsWith('/app/totem')) return 'inside'
  const page = url.pathname.replace(/^\/app\//, '')
  return Object.hasOwn(KIOSK_COPIES, page) ? KIOSK_COPIES[page as keyof typeof KIOSK_COPIES] : null
}

/** A legal text or a confirmation open over the screen (the countdown itself aside). */
function popupOpen(): boolean {
  return document.querySelector(`dialog[open]:not([${COUNTDOWN_ATTRIBUTE}])`) !== null
}
