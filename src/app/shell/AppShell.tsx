import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Outlet, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { config } from '../../config'
import { logOut } from '../../features/auth/auth-actions'
import { useSessionUser } from '../../features/auth/session'
import { CookieNotice } from '../../features/cookie-notice/CookieNotice'
import { focusHeadingIfFocusLost } from '../../ui/page-title-and-focus'
import { useChannel } from '../../ui/use-channel'
import { Footer } from './Footer'

/**
 * A menu link says it is the current page (aria-current="page") on that page only: on a store's own
 * page "Negozi" is the way back, not where the customer is. Whatever its search (/stores?q=genova is
 * still the stores' page).
 */
const CURRENT_PAGE_ONLY = { exact: true, includeSearch: false }

/**
 * The web and app shell: the menu (a side menu on wide screens, a top bar on small ones, by CSS),
 * the page, the footer. Inside the mobile app (origin Android or iOS) header and footer are hidden.
 * The page is the matched route's, or `children` for a page no route matched (the 404).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const { t } = useLingui()
  const user = useSessionUser()
  const navigate = useNavigate()
  const embedded = useChannel() !== 'web'
  // The same element each time: when the menu changes (the customer logs in or out) React leaves
  // the page as it is instead of drawing it again.
  const outlet = useMemo(() => <Outlet />, [])

  return (
    <div className={embedded ? 'shell shell--embedded' : 'shell'}>
      <a className="skip-link" href="#main">
        <Trans>Vai al contenuto</Trans>
      </a>
      {!embedded && (
        <header className="shell__header">
          <Link to="/" className="shell__brand">
            {config.appName}
          </Link>
          <nav aria-label={t`Menu principale`} className="shell__nav">
            <ul>
              {user ? (
                <>
                  <li>
                    <Link to="/card" activeOptions={CURRENT_PAGE_ONLY}>
                      <Trans>La mia carta</Trans>
                    </Link>
                  </li>
                  <li>
                    <Link to="/orders" activeOptions={CURRENT_PAGE_ONLY}>
                      <Trans>I miei ordini</Trans>
                    </Link>
                  </li>
                  <li>
                    <Link to="/lists" activeOptions={CURRENT_PAGE_ONLY}>
                      <Trans>Le mie liste</Trans>
                    </Link>
                  </li>
                  <li>
                    <Link to="/profile" activeOptions={CURRENT_PAGE_ONLY}>
                      <Trans>Profilo</Trans>
                    </Link>
                  </li>
                  <li>
                    <button
                      type="button"
                      className="shell__logout"
                      // Home first: a page that needs the customer would otherwise send them to /login.
                      // The button goes with the customer, so the focus then moves to the home's heading.
                      onClick={() =>
                        void navigate({ to: '/' })
                          .then(logOut)
                          .then(() => requestAnimationFrame(() => focusHeadingIfFocusLost()))
                      }
                    >
                      <Trans>Esci</Trans>
                    </button>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <Link to="/login" activeOptions={CURRENT_PAGE_ONLY}>
                      <Trans>Accedi</Trans>
                    </Link>
                  </li>
                  <li>
                    <Link to="/signup" activeOptions={CURRENT_PAGE_ONLY}>
                      <Trans>Registrati</Trans>
                    </Link>
                  </li>
                </>
              )}
              <li>
                <Link to="/shop" activeOptions={CURRENT_PAGE_ONLY}>
                  <Trans>Spesa online</Trans>
                </Link>
              </li>
              <li>
                <Link to="/stores" activeOptions={CURRENT_PAGE_ONLY}>
                  <Trans>Negozi</Trans>
                </Link>
              </li>
              <li>
                <Link to="/leaflets" activeOptions={CURRENT_PAGE_ONLY}>
                  <Trans>Volantini</Trans>
                </Link>
              </li>
            </ul>
          </nav>
        </header>
      )}
      <main id="main" className="shell__main" tabIndex={-1}>
        {children ?? outlet}
      </main>
      {!embedded && <Footer />}
      {!embedded && <CookieNotice />}
    </div>
  )
}
