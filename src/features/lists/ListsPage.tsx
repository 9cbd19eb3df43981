import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import * as v from 'valibot'
import { SMARTLIST_NAME_MAX, SmartlistChange } from '../../api/schemas/smartlists'
import { useOnline } from '../../ui/offline/use-online'
import { ListsNotReady } from './ListsNotReady'
import { PendingMark } from './PendingMark'
import { useListChanges, useListsOnDevice, usePendingIds, useSmartlists } from './use-lists'
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
      {!lists && query.isError && (
        <div className="lists__notice" role="alert">
          <p>{query.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            <Trans>Riprova</Trans>
          </button>
        </div>
      )}
      {!lists && !query.isError && query.fetchStatus === 'paused' && (
        <p className="lists__notice">
          <Trans>
            Sei offline e le liste non sono ancora salvate su questo dispositivo: riprova con la rete.
          </Trans>
        </p>
      )}
      {!lists && !query.isError && query.fetchStatus === 'fetching' && (
        <p className="lists__notice" role="status">
          <Trans>Caricamento delle liste…</Trans>
        </p>
      )}
      {lists && lists.length === 0 && (
        <p className="lists__notice">
          <Trans>Non hai ancora liste: crea la prima qui sopra.</Trans>
        </p>
      )}
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
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const checked = v.safeParse(SmartlistChange.entries.name, name)
    if (!checked.success) {
      setError(checked.issues[0].message)
      return
    }
    setError(null)
    changes.createList(checked.output)
    setName('')
  }
  return (
    <form className="lists__new" onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className="field__label">
        <Trans>Nuova lista</Trans>
      </label>
      <div className="lists__new-row">
        <input
          id={id}
          className="field__input"
          value={name}
          maxLength={SMARTLIST_NAME_MAX}
          autoComplete="off"
          placeholder={t`Per esempio: Spesa della settimana`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button">
          <Trans>Crea</Trans>
        </button>
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
