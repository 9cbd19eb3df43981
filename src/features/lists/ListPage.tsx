import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import {
  SMARTLIST_ITEM_QUANTITY_MAX,
  SMARTLIST_NAME_MAX,
  SMARTLIST_TEXT_MAX,
  type Smartlist,
  type SmartlistItem,
} from '../../api/schemas/smartlists'
import { BackLink } from '../../ui/back-link/BackLink'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { useOnline } from '../../ui/offline/use-online'
import { QueryState } from '../../ui/query-state/QueryState'
import { ListSharing } from './ListSharing'
import { ListsNotReady } from './ListsNotReady'
import { ListTextForm } from './ListTextForm'
import { ListToCart } from './ListToCart'
import { checkListName } from './list-name'
import { PendingMark } from './PendingMark'
import { useListChanges, useListsOnDevice, usePendingIds, useSmartlists } from './use-lists'
import { useListsLive } from './use-lists-live'
import './lists.css'
import { afterNextPaint } from '../../ui/next-task'

/** /lists/$listId (customers, web): one list, to fill at home and tick off in the aisle, offline too. */
export function ListPage() {
  const { listId } = useParams({ strict: false })
  const { userId, ready } = useListsOnDevice()
  const query = useSmartlists(userId, ready)
  useListsLive(userId, ready)
  const list = query.data?.find((candidate) => candidate.id === listId)
  return (
    <section className="page lists" aria-labelledby="page-title">
      <BackLink to="/lists">
        <Trans>Le mie liste</Trans>
      </BackLink>
      {userId !== null && ready && list ? (
        <ListView userId={userId} list={list} />
      ) : (
        <>
          <h1 id="page-title">
            <Trans>Lista</Trans>
          </h1>
          {ready ? (
            <QueryState
              query={query}
              isEmpty={(lists) => !lists.some((candidate) => candidate.id === listId)}
              loading={<Trans>Caricamento delle liste…</Trans>}
              offline={
                <Trans>
                  Sei offline e le liste non sono ancora salvate su questo dispositivo: riprova con la rete.
                </Trans>
              }
              failed={query.error?.message}
              empty={<Trans>Questa lista non c'è più.</Trans>}
            />
          ) : (
            <ListsNotReady />
          )}
        </>
      )}
    </section>
  )
}

function ListView({ userId, list }: { userId: number; list: Smartlist }) {
  const pending = usePendingIds()
  const online = useOnline()
  // Ticked items go to the bottom: what is still to take stays on top, in the order it was added.
  const items = [...list.items.filter((i) => !i.checked), ...list.items.filter((i) => i.checked)]
  const left = list.items.filter((i) => !i.checked).length
  return (
    <>
      <ListHeader userId={userId} list={list} pending={pending.has(list.id)} />
      {!online && (
        <p className="lists__offline" role="status">
          <Trans>
            Sei offline: le modifiche restano su questo dispositivo e partono quando torna la rete.
          </Trans>
        </p>
      )}
      <AddItemForm userId={userId} listId={list.id} />
      {items.length === 0 ? (
        <p className="lists__notice">
          <Trans>
            La lista è vuota: aggiungi qui sopra quello che ti serve, o i prodotti dalla spesa online.
          </Trans>
        </p>
      ) : (
        <>
          <p className="lists__count" aria-live="polite">
            <Trans>
              Da prendere: {left} su {list.items.length}
            </Trans>
          </p>
          <ul className="lists__items">
            {items.map((item) => (
              <ItemRow
                key={item.id}
                userId={userId}
                listId={list.id}
                item={item}
                shared={list.shared || !list.owner}
                pending={pending.has(item.id)}
              />
            ))}
          </ul>
        </>
      )}
      <ListToCart listId={list.id} hasItems={list.items.length > 0} />
      <ListSharing userId={userId} list={list} />
    </>
  )
}

function ListHeader({ userId, list, pending }: { userId: number; list: Smartlist; pending: boolean }) {
  const { t } = useLingui()
  const changes = useListChanges(userId)
  const navigate = useNavigate()
  const [renaming, setRenaming] = useState(false)
  const [confirm, setConfirm] = useState(false)
  return (
    <>
      <h1 id="page-title">
        {list.name} {pending && <PendingMark />}
      </h1>
      {renaming ? (
        <ListTextForm
          label={<Trans>Nome della lista</Trans>}
          initial={list.name}
          maxLength={SMARTLIST_NAME_MAX}
          submitLabel={<Trans>Salva</Trans>}
          check={checkListName}
          onSubmit={(name) => {
            if (name !== list.name) changes.renameList(list.id, name)
            setRenaming(false)
          }}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <div className="lists__actions">
          <button type="button" className="button button--secondary" onClick={() => setRenaming(true)}>
            <Trans>Rinomina</Trans>
          </button>
          {list.owner && (
            <button type="button" className="button button--danger" onClick={() => setConfirm(true)}>
              <Trans>Elimina la lista</Trans>
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirm}
        danger
        title={t`Vuoi eliminare la lista «${list.name}»?`}
        confirmLabel={<Trans>Sì, elimina</Trans>}
        onConfirm={() => {
          changes.deleteList(list.id)
          setConfirm(false)
          void navigate({ to: '/lists' })
        }}
        onCancel={() => setConfirm(false)}
      >
        <p>
          {list.shared ? (
            <Trans>La lista e tutte le sue voci vengono eliminate, anche per chi la condivide con te.</Trans>
          ) : (
            <Trans>La lista e tutte le sue voci vengono eliminate.</Trans>
          )}
        </p>
      </ConfirmDialog>
    </>
  )
}

function AddItemForm({ userId, listId }: { userId: number; listId: string }) {
  const { t } = useLingui()
  const changes = useListChanges(userId)
  return (
    <ListTextForm
      label={<Trans context="campo di questa lista">Aggiungi alla lista</Trans>}
      hint={
        <Trans>Una nota libera («qualcosa per la torta»); i prodotti si aggiungono dalla spesa online.</Trans>
      }
      maxLength={SMARTLIST_TEXT_MAX}
      submitLabel={<Trans>Aggiungi</Trans>}
      check={(text) => (text.trim() ? { text: text.trim() } : { error: t`Scrivi cosa aggiungere.` })}
      onSubmit={(text) => changes.addItem(listId, { productId: null, name: text, imageUrl: null })}
    />
  )
}

function ItemRow({
  userId,
  listId,
  item,
  shared,
  pending,
}: {
  userId: number
  listId: string
  item: SmartlistItem
  /** A shared list's items say who changed them last. */
  shared: boolean
  pending: boolean
}) {
  const { t } = useLingui()
  const changes = useListChanges(userId)
  const id = useId()
  const name = item.name
  // The box follows the tap at once; the list (and the item's place in it) follows the change.
  const [checked, setChecked] = useState(item.checked)
  useEffect(() => setChecked(item.checked), [item.checked])
  return (
    <li className={item.checked ? 'lists__item lists__item--checked' : 'lists__item'}>
      <input
        id={id}
        type="checkbox"
        className="lists__check"
        checked={checked}
        onChange={(event) => {
          const next = event.target.checked
          setChecked(next)
          // The list's change (its copy kept, the item's new place) after the box is drawn ticked.
          afterNextPaint(() => changes.changeItem(listId, item, { checked: next }))
        }}
      />
      <label htmlFor={id} className="lists__item-name">
        {item.imageUrl && (
          <img src={item.imageUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
        )}
        <span>{name}</span>
        {shared && item.changedBy && (
          <span className="lists__by">
            <Trans>({item.changedBy})</Trans>
          </span>
        )}
        {pending && <PendingMark />}
      </label>
      <fieldset className="lists__quantity" aria-label={t`Quantità: ${name}`}>
        <button
          type="button"
          className="lists__step"
          aria-label={t`Uno in meno: ${name}`}
          aria-disabled={item.quantity <= 1 || undefined}
          onClick={() => {
            if (item.quantity > 1) changes.changeItem(listId, item, { quantity: item.quantity - 1 })
          }}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output aria-live="polite">{item.quantity}</output>
        <button
          type="button"
          className="lists__step"
          aria-label={t`Uno in più: ${name}`}
          aria-disabled={item.quantity >= SMARTLIST_ITEM_QUANTITY_MAX || undefined}
          onClick={() => {
            if (item.quantity < SMARTLIST_ITEM_QUANTITY_MAX)
              changes.changeItem(listId, item, { quantity: item.quantity + 1 })
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      </fieldset>
      <button
        type="button"
        className="button button--secondary lists__remove"
        aria-label={t`Togli dalla lista: ${name}`}
        onClick={() => changes.removeItem(listId, item.id)}
      >
        <Trans>Togli</Trans>
      </button>
    </li>
  )
}
