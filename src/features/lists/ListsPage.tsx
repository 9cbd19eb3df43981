import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { SMARTLIST_NAME_MAX } from '../../api/schemas/smartlists'
import { useOnline } from '../../ui/offline/use-online'
import { QueryState } from '../../ui/query-state/QueryState'
import { ListsNotReady } from './ListsNotReady'
import { ListTextForm } from './ListTextForm'
import { checkListName } from './list-name'
import { PendingMark } from './PendingMark'
import { useListChanges, useListsOnDevice, usePendingIds, useSmartlists } from './use-lists'
import { useListsLive } from './use-lists-live'
import './lists.css'

/**
 * /lists (customers, web): the shopping lists. They open and change with no network (the copy on the
 * device); what is changed offline is marked as waiting and leaves when the network is back.
 */
export function ListsPage() {
  const { userId, ready } = useListsOnDevice()
  return (
    <section className="page lists" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Le mie liste</Trans>
      </h1>
      <p>
        <Link to="/favorites">
          <Trans>I miei preferiti</Trans>
        </Link>
      </p>
      {userId !== null && ready ? <Lists userId={userId} /> : <ListsNotReady />}
    </section>
  )
}

function Lists({ userId }: { userId: number }) {
  const query = useSmartlists(userId, true)
  useListsLive(userId, true)
  const pending = usePendingIds()
  const online = useOnline()
  const lists = query.data
  return (
    <>
      <NewListForm userId={userId} />
      {!online && (
        <p className="lists__offline" role="status">
          <Trans>
            Sei offline: puoi usare e cambiare le liste, le modifiche partono quando torna la rete.
          </Trans>
        </p>
      )}
      <QueryState
        query={query}
        isEmpty={(all) => all.length === 0}
        loading={<Trans>Caricamento delle liste…</Trans>}
        offline={
          <Trans>
            Sei offline e le liste non sono ancora salvate su questo dispositivo: riprova con la rete.
          </Trans>
        }
        failed={query.error?.message}
        empty={<Trans>Non hai ancora liste: crea la prima qui sopra.</Trans>}
      />
      {lists && lists.length > 0 && (
        <ul className="lists__all">
          {lists.map((list) => {
            const left = list.items.filter((item) => !item.checked).length
            return (
              <li key={list.id} className="lists__row">
                <Link to="/lists/$listId" params={{ listId: list.id }} className="lists__name">
                  {list.name}
                </Link>
                <span className="lists__count">
                  <Plural value={left} one="# da prendere" other="# da prendere" /> ·{' '}
                  <Plural value={list.items.length} one="# voce" other="# voci" />
                  {list.shared && (
                    <>
                      {' '}
                      · <Trans>condivisa</Trans>
                    </>
                  )}
                </span>
                {pending.has(list.id) && <PendingMark />}
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}

function NewListForm({ userId }: { userId: number }) {
  const { t } = useLingui()
  const changes = useListChanges(userId)
  return (
    <ListTextForm
      label={<Trans>Nuova lista</Trans>}
      placeholder={t`Per esempio: Spesa della settimana`}
      maxLength={SMARTLIST_NAME_MAX}
      submitLabel={<Trans>Crea</Trans>}
      check={checkListName}
      onSubmit={(name) => changes.createList(name)}
    />
  )
}
