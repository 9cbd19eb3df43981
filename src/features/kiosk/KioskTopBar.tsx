import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import * as rule from '../../api/rules'
import { config } from '../../config'
import { useSessionUser } from '../auth/session'
import { GeneralsPage, PrivacyPage } from '../legal/LegalDocumentPage'
import { KioskDocumentDialog } from './KioskDocumentDialog'
import { kioskLogOut } from './kiosk-actions'

/** The kiosk's top bar (behaviour §2 "Kiosk top bar"); the logo leads home with the store's id. */
export function KioskTopBar({ storeId }: { storeId: string | null }) {
  const { t } = useLingui()
  const user = useSessionUser()
  const navigate = useNavigate()
  const [open, setOpen] = useState<'privacy' | 'conditions' | null>(null)
  // A customer who still logs in with the card only is offered to add an e-mail (the upgrade).
  const cardOnly = user !== null && !v.is(rule.email, user.username)

  return (
    <header className="kiosk-bar">
      <Link to="/totem" search={storeId ? { storeId } : {}} className="kiosk-bar__logo">
        {config.appName}
        <span className="visually-hidden">
          {' '}
          <Trans>pagina iniziale</Trans>
        </span>
      </Link>
      <nav aria-label={t`Menu del totem`}>
        <ul className="kiosk-bar__menu">
          <li>
            <button type="button" className="kiosk-bar__item" onClick={() => setOpen('privacy')}>
              <Trans>Privacy</Trans>
            </button>
          </li>
          <li>
            <button type="button" className="kiosk-bar__item" onClick={() => setOpen('conditions')}>
              <Trans>Condizioni</Trans>
            </button>
          </li>
          {user ? (
            <>
              {cardOnly && (
                <li>
                  <Link to="/totem/upgrade" className="kiosk-bar__item">
                    <Trans>Aggiorna il profilo</Trans>
                  </Link>
                </li>
              )}
              <li>
                <Link to="/totem/card" className="kiosk-bar__item">
                  <Trans>Carta</Trans>
                </Link>
              </li>
              <li>
                <Link to="/totem/profile" className="kiosk-bar__item">
                  <Trans>Profilo</Trans>
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className="kiosk-bar__item"
                  onClick={() => void kioskLogOut().then(() => navigate({ to: '/totem' }))}
                >
                  <Trans>Esci</Trans>
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to="/totem/login" className="kiosk-bar__item">
                  <Trans>Accedi</Trans>
                </Link>
              </li>
              <li>
                <Link to="/totem/signup" className="kiosk-bar__item">
                  <Trans>Registrati</Trans>
                </Link>
              </li>
            </>
          )}
        </ul>
      </nav>
      <KioskDocumentDialog
        open={open === 'privacy'}
        label={t`Informativa privacy`}
        onClose={() => setOpen(null)}
      >
        <PrivacyPage />
      </KioskDocumentDialog>
      <KioskDocumentDialog
        open={open === 'conditions'}
        label={t`Condizioni generali`}
        onClose={() => setOpen(null)}
      >
        <GeneralsPage />
      </KioskDocumentDialog>
    </header>
  )
}
