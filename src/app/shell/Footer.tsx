import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { config } from '../../config'
import { InstallInvitation } from '../../features/pwa/InstallInvitation'
import { takeEarlyInput } from '../../ui/early-input'
import { formatEuros } from '../../ui/format/numbers'
import { activateLocale, type Locale } from '../i18n'

/**
 * The company's legal details, the legal pages, the language, and the way back to the main site;
 * the install invitation goes first (below the first screen, it moves nothing when it appears late).
 * Drawn once: its links are costly to build (each resolves its route), and nothing in it follows the
 * page or the customer, only the language (useLingui still re-renders it then).
 */
export const Footer = memo(function Footer() {
  const { i18n, t } = useLingui()
  const { legal, chain } = config
  const shareCapital = formatEuros(legal.shareCapitalEuros, i18n.locale)
  return (
    <footer className="shell__footer">
      <InstallInvitation />
      <nav aria-label={t`Informazioni legali`}>
        <ul>
          <li>
            <Link to="/tac">
              <Trans>Regolamento</Trans>
            </Link>
          </li>
          <li>
            <Link to="/privacy">
              <Trans>Privacy</Trans>
            </Link>
          </li>
          <li>
            <Link to="/cookies">
              <Trans>Cookie</Trans>
            </Link>
          </li>
          <li>
            <Link to="/generals">
              <Trans>Condizioni generali</Trans>
            </Link>
          </li>
          <li>
            <Link to="/support">
              <Trans>Assistenza</Trans>
            </Link>
          </li>
          <li>
            <a href={chain.mainSiteUrl}>
              <Trans>Vai al sito {chain.name}</Trans>
            </a>
          </li>
        </ul>
      </nav>
      <label className="shell__language">
        <Trans>Lingua</Trans>{' '}
        <select
          ref={takeEarlyInput}
          value={i18n.locale}
          onChange={(e) => void activateLocale(e.target.value as Locale, true)}
        >
          <option value="it" lang="it">
            Italiano
          </option>
          <option value="en" lang="en">
            English
          </option>
        </select>
      </label>
      <p className="shell__legal">
        {legal.companyName} – {legal.address} – <Trans>P. IVA</Trans> {legal.vatNumber} – {legal.reaNumber} –{' '}
        <Trans>Capitale sociale {shareCapital} interamente versato</Trans>
      </p>
    </footer>
  )
})
