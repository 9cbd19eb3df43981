import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Outlet, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { config } from '../../config'
import { logOut } from '../../features/auth/auth-actions'
import { useSessionUser } from '../../features/auth/session'
import { TillBarcodeButton } from '../../features/card/TillBarcode'
import { CookieNotice } from '../../features/cookie-notice/CookieNotice'
import { focusHeadingIfFocusLost } from '../../ui/page-title-and-focus'
import { useChannel } from '../../ui/use-channel'
import { Footer } from './Footer'
import { useMenuDisclosure } from './menu-disclosure'
import { ShellCartLink } from './ShellCartLink'

/**
 * A menu link says it is the current page (aria-current="page") on that page only: on a store's own
 * page "Negozi" is the way back, not where the customer is. Whatever its search (/stores?q=genova is
 * still the stores' page).
 */
const CURRENT_PAGE_ONLY = { exact: true, includeSearch: false }

const MENU_ID = 'shell-menu'

/**
 * The web and app shell: the menu (a side menu on wide screens; on small ones a top bar with the
 * chain's logo, the cart where the customer shops and a menu button that shows the links: CSS decides
 * which, behaviour §2), the page, the footer. The bar's height does not depend on the links, so a
 * customer's links replacing a visitor's on a prerendered page move nothing. Inside the mobile app
 * (origin Android or iOS) header and footer are hidden. The page is the matched route's, or
 * `children` for a page no route matched (the 404).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const { t } = useLingui()
  const user = useSessionUser()
  const navigate = useNavigate()
  const embedded = useChannel() !== 'web'
  // The same element each time: when the menu changes (the customer logs in or out) React leaves
  // the page as it is instead of drawing it again.
  const outlet = useMemo(() => <Outlet />, [])
  const menu = useMenuDisclosure()

  return (
    <div className={embedded ? 'shell shell--embedded' : 'shell'}>
      <a className="skip-link" href="#main">
        <Trans>Vai al contenuto</Trans>
      </a>
      {!embedded && (
        <header className="shell__header" ref={menu.headerRef}>
          <div className="shell__bar">
            <Link to="/" className="shell__brand">
              <img
                src={config.chain.logo.src}
                width={config.chain.logo.width}
                height={config.chain.logo.height}
                alt={config.chain.name}
              />
            </Link>
            <TillBarcodeButton />
            <ShellCartLink />
            <button
              type="button"
              ref={menu.buttonRef}
              className="shell__menu-button"
              aria-expanded={menu.open}
              aria-controls={MENU_ID}
              onClick={menu.toggle}
            >
              <svg className="shell__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path
                  d={menu.open ? 'M6 6l12 12M18 6 6 18' : 'M4 6h16M4 12h16M4 18h16'}
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              <Trans>Menu</Trans>
            </button>
          </div>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links and buttons it holds answer the keyboard themselves; a tap on one closes the menu */}
          <nav
            id={MENU_ID}
            aria-label={t`Menu principale`}
            className={menu.open ? 'shell__nav shell__nav--open' : 'shell__nav'}
            onClick={menu.onMenuClick}
          >
            <ul>
              {user ? (
                <>
                  <li>
                    <Link to="/card" activeOptions={CURRENT_PAGE_ONLY}>
                      <Trans>La mia carta</Trans>
                    </Link>
                  </li>
                  <li>
                    <Link to="/coupons" activeOptions={CURRENT_PAGE_ONLY}>
                      <Trans>Coupon</Trans>
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
      {embedded && <TillBarcodeButton floating />}
      {!embedded && <Footer />}
      {!embedded && <CookieNotice />}
    </div>
  )
}
