import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { callApi } from '../../api'
import { ApiError } from '../../api/errors'
import { listEndpoints } from '../../api/list-endpoints'
import type { ShareLink, Smartlist } from '../../api/schemas/smartlists'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { feedback } from '../../ui/feedback/feedback'
import { useOnline } from '../../ui/offline/use-online'
import { smartlistMembersQuery, smartlistsQuery } from './list-queries'

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback)

/**
 * A list shared by a household (docs/lists-sharing.md): the owner shares it (the browser's share
 * sheet where there is one, else the link to copy) and removes members; a member leaves it. The
 * members are shown by first name. Needs the network; the list itself works offline as ever.
 */
export function ListSharing({ userId, list }: { userId: number; list: Smartlist }) {
  const { t } = useLingui()
  const online = useOnline()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const titleId = useId()
  const linkId = useId()
  const [link, setLink] = useState<ShareLink | null>(null)
  const [leaving, setLeaving] = useState(false)
  // The member the owner is about to remove: asked first, as leaving is (they lose the list at once).
  const [removing, setRemoving] = useState<{ id: number; firstName: string } | null>(null)
  const members = useQuery({
    ...smartlistMembersQuery(userId, list.id),
    enabled: online && (list.shared || !list.owner),
  })
  const share = useMutation({
    mutationFn: () => callApi(listEndpoints.shareSmartlist, { params: { listId: list.id } }),
    onSuccess: async (made) => {
      void queryClient.invalidateQueries({ queryKey: smartlistsQuery(userId).queryKey })
      const text = t`Facciamo la spesa insieme con la lista «${list.name}»`
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: list.name, text, url: made.url })
          return
        } catch (error) {
          // The customer closed the sheet: nothing to do. Any other failure: the link to copy.
          if (error instanceof DOMException && error.name === 'AbortError') return
        }
      }
      setLink(made)
    },
    onError: (error) =>
      feedback.toast('error', messageOf(error, t`Non è stato possibile condividere la lista.`)),
  })
  const remove = useMutation({
    mutationFn: (memberId: number) =>
      callApi(listEndpoints.removeSmartlistMember, {
        params: { listId: list.id, memberId: String(memberId) },
      }),
    onSettled: () => members.refetch(),
    onError: (error) =>
      feedback.toast('error', messageOf(error, t`Non è stato possibile togliere il membro.`)),
  })
  const leave = useMutation({
    mutationFn: () => callApi(listEndpoints.leaveSmartlist, { params: { listId: list.id } }),
    onSuccess: () => {
      queryClient.setQueryData<Smartlist[]>(smartlistsQuery(userId).queryKey, (old) =>
        old?.filter((candidate) => candidate.id !== list.id),
      )
      void navigate({ to: '/lists' })
    },
    onError: (error) =>
      feedback.toast('error', messageOf(error, t`Non è stato possibile uscire dalla lista.`)),
  })
  const unshare = useMutation({
    mutationFn: () => callApi(listEndpoints.unshareSmartlist, { params: { listId: list.id } }),
    onSuccess: () => {
      setLink(null)
      feedback.toast('success', t`Il link non funziona più; chi è già nella lista resta.`)
      void queryClient.invalidateQueries({ queryKey: smartlistsQuery(userId).queryKey })
    },
    onError: (error) =>
      feedback.toast('error', messageOf(error, t`Non è stato possibile disattivare il link.`)),
  })
  const copy = async () => {
    if (!link) return
    try {
      await navigator.clipboard.writeText(link.url)
      feedback.toast('success', t`Link copiato.`)
    } catch {
      // No clipboard (an old browser, a denied permission): the link is there to select by hand.
      document.getElementById(linkId)?.focus()
    }
  }
  const others = (members.data ?? []).filter((member) => member.id !== userId)
  return (
    <section className="lists__sharing" aria-labelledby={titleId}>
      <h2 id={titleId}>{list.owner ? <Trans>Condivisione</Trans> : <Trans>Lista condivisa</Trans>}</h2>
      {!online && (
        <p className="field__hint">
          <Trans>Per condividere la lista e vedere chi la usa serve la rete.</Trans>
        </p>
      )}
      {members.data && members.data.length > 0 && (
        <ul className="lists__members" aria-label={t`Chi usa la lista`}>
          {members.data.map((member) => (
            <li key={member.id} className="lists__member">
              <span>
                {member.firstName}{' '}
                {member.id === userId ? (
                  member.owner ? (
                    <Trans>(tu, hai creato la lista)</Trans>
                  ) : (
                    <Trans>(tu)</Trans>
                  )
                ) : (
                  member.owner && <Trans>(ha creato la lista)</Trans>
                )}
              </span>
              {list.owner && !member.owner && (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t`Rimuovi ${member.firstName}`}
                  aria-disabled={!online || remove.isPending || undefined}
                  onClick={() => {
                    if (online && !remove.isPending) setRemoving(member)
                  }}
                >
                  <Trans>Rimuovi</Trans>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.owner && others.length === 0 && (
        <p className="field__hint">
          <Trans>Condividi la lista con chi fa la spesa con te: vedrete le modifiche l'uno dell'altro.</Trans>
        </p>
      )}
      <div className="lists__actions">
        {list.owner ? (
          <button
            type="button"
            className="button"
            aria-disabled={!online || share.isPending || undefined}
            onClick={() => {
              if (online && !share.isPending) share.mutate()
            }}
          >
            <Trans>Condividi</Trans>
          </button>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={!online || leave.isPending || undefined}
            onClick={() => {
              if (online) setLeaving(true)
            }}
          >
            <Trans>Esci dalla lista</Trans>
          </button>
        )}
      </div>
      {link && (
        <div className="lists__share-link">
          <label htmlFor={linkId} className="field__label">
            <Trans>Link per unirsi alla lista (valido 7 giorni)</Trans>
          </label>
          <div className="lists__new-row">
            <input
              id={linkId}
              className="field__input"
              readOnly
              value={link.url}
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="button button--secondary" onClick={() => void copy()}>
              <Trans>Copia il link</Trans>
            </button>
          </div>
          <div className="lists__actions">
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={!online || unshare.isPending || undefined}
              onClick={() => {
                if (online && !unshare.isPending) unshare.mutate()
              }}
            >
              <Trans>Disattiva il link</Trans>
            </button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={leaving}
        title={t`Vuoi uscire dalla lista «${list.name}»?`}
        confirmLabel={<Trans>Sì, esci</Trans>}
        onConfirm={() => {
          setLeaving(false)
          leave.mutate()
        }}
        onCancel={() => setLeaving(false)}
      >
        <p>
          <Trans>La lista resta a chi l'ha creata; potrai tornarci con un nuovo invito.</Trans>
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={removing !== null}
        danger
        title={t`Vuoi togliere ${removing?.firstName ?? ''} dalla lista «${list.name}»?`}
        confirmLabel={<Trans>Sì, togli</Trans>}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id)
          setRemoving(null)
        }}
        onCancel={() => setRemoving(null)}
      >
        <p>
          <Trans>Non vedrà più la lista; potrà tornarci solo con un nuovo invito.</Trans>
        </p>
      </ConfirmDialog>
    </section>
  )
}
