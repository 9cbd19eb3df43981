import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link, Outlet, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { StaffLoginPage } from './StaffLoginPage'
import { staffLogOut } from './staff-actions'
import { useStaffMember } from './staff-session'
import { useStaffEvents } from './use-staff-live'
import './staff.css'

/**
 * Everything under /staff: the store's own bar (who is logged in, the queue, logout), never the
 * customer's menu. Logged out, every staff page but the set-password link's is the login.
 */
export function StaffLayout() {
  const member = useStaffMember()
  useStaffEvents(member !== null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const open = pathname === '/staff/password' || pathname === '/staff/login'
  return (
    <div className="staff">
      <header className="staff-bar">
        <span className="staff-bar__title">
          <Trans>Tessera negozio</Trans>
        </span>
        {member && <StaffBarActions name={member.name} />}
      </header>
      <main id="main" className="staff-main" tabIndex={-1}>
        {member || open ? <Outlet /> : <StaffLoginPage />}
      </main>
    </div>
  )
}

function StaffBarActions({ name }: { name: string }) {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  return (
    <nav className="staff-bar__actions" aria-label={t`Negozio`}>
      <Link to="/staff" search={{}} className="staff-bar__link">
        <Trans>Ordini</Trans>
      </Link>
      <span className="staff-bar__who">{name}</span>
      <button
        type="button"
        className="button button--secondary staff-bar__logout"
        disabled={busy}
        onClick={() => {
          setBusy(true)
          void staffLogOut(queryClient).finally(() => setBusy(false))
        }}
      >
        <Trans>Esci</Trans>
      </button>
    </nav>
  )
}
