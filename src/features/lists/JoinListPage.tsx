import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { callApi } from '../../api'
import { ApiError } from '../../api/errors'
import { listEndpoints } from '../../api/list-endpoints'
import type { Smartlist } from '../../api/schemas/smartlists'
import { useOnline } from '../../ui/offline/use-online'
import { useHydrated } from '../../ui/use-hydrated'
import { useSessionUser } from '../auth/session'
import { withServerList } from './list-changes'
import { smartlistsQuery } from './list-queries'
import { forgetJoin, rememberJoin } from './pending-join'
import './lists.css'

/**
 * Where a visitor is sent back to after logging in, or after signing up (carried by the sign-up's call
 * and its mail's link to the login): this page, with its link's token.
 */
export const joinPath = (token: string) => `/lists/join?token=${encodeURIComponent(token)}`

/**
 * /lists/join?token=… (web): the link a list's owner shared (docs/lists-sharing.md). A customer joins
 * at once and lands on the list; a visitor logs in (or signs up first) and comes back here: the way
 * back goes through the login, the sign-up and its confirmation mail, and the device keeps the link
 * too (pending-join.ts) for a login reached some other way.
 */
export function JoinListPage({ token }: { token: string | undefined }) {
  const user = useSessionUser()
  const hydrated = useHydrated()
  const loggedIn = user !== null
  useEffect(() => {
    if (!token || !hydrated) return
    // A visitor may sign up first: the link is kept for the app to come back here after the login.
    if (loggedIn) forgetJoin()
    else rememberJoin(token)
  }, [token, hydrated, loggedIn])
  return (
    <section className="page lists" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Unisciti alla lista</Trans>
      </h1>
      {!token ? (
        <p className="lists__notice">
          <Trans>Il link non è completo: chiedi a chi condivide la lista di mandartelo di nuovo.</Trans>
        </p>
      ) : !hydrated ? null : user ? (
        <Joining userId={user.id} token={token} />
      ) : (
        <div className="lists__notice">
          <p>
            <Trans>
              Ti hanno invitato a fare la spesa insieme con una lista condivisa. Accedi per unirti: vedrai le
              modifiche degli altri mentre le fanno.
            </Trans>
          </p>
          <div className="lists__actions">
            <Link className="button" to="/login" search={{ redirect: joinPath(token) }}>
              <Trans>Accedi e unisciti</Trans>
            </Link>
            <Link className="button button--secondary" to="/signup" search={{ redirect: joinPath(token) }}>
              <Trans>Registrati</Trans>
            </Link>
          </div>
          <p className="field__hint">
            <Trans>
              Se ti registri ora, il link dell'email di conferma ti riporta qui: dopo l'accesso ti unisci alla
              lista, anche se apri l'email su un altro dispositivo.
            </Trans>
          </p>
        </div>
      )}
    </section>
  )
}

function Joining({ userId, token }: { userId: number; token: string }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const online = useOnline()
  const asked = useRef(false)
  const join = useMutation({
    mutationFn: () => callApi(listEndpoints.joinSmartlist, { body: { token } }),
    onSuccess: (list) => {
      queryClient.setQueryData<Smartlist[]>(smartlistsQuery(userId).queryKey, (old) =>
        old ? withServerList(old, list, []) : old,
      )
      void queryClient.invalidateQueries({ queryKey: smartlistsQuery(userId).queryKey })
      void navigate({ to: '/lists/$listId', params: { listId: list.id }, replace: true })
    },
  })
  const { mutate } = join
  useEffect(() => {
    // Joining twice is one membership: a second ask (a remount) would do no harm, but none is made.
    if (asked.current || !online) return
    asked.current = true
    mutate()
  }, [mutate, online])
  if (!online)
    return (
      <p className="lists__offline" role="status">
        <Trans>Sei offline: per unirti alla lista serve la rete.</Trans>
      </p>
    )
  if (join.isError)
    return (
      <p className="lists__notice" role="alert">
        {join.error instanceof ApiError ? (
          join.error.message
        ) : (
          <Trans>Non è stato possibile unirti alla lista.</Trans>
        )}
      </p>
    )
  return (
    <p role="status">
      <Trans>Ti stiamo aggiungendo alla lista…</Trans>
    </p>
  )
}
