import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { callApi, endpoints } from '../../api'
import type { Card } from '../../api/schemas/profile'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { useOnline } from '../../ui/offline/use-online'
import { ME_QUERY_KEY } from '../auth/me-query'
import { session } from '../auth/session'

/**
 * Disabling the card, behind a confirmation (behaviour §2, §4): the user's first card becomes the card
 * the server answers first. A failure is only logged (behaviour §8); the card stays as it was. With no
 * network the button is off and says why, rather than a confirmation that would silently do nothing.
 */
export function DisableCardButton({ card, onDisabled }: { card: Card; onDisabled: () => void }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const online = useOnline()
  const offlineNoteId = useId()
  const disable = useMutation({
    mutationFn: () => callApi(endpoints.disableCard, { params: { id: String(card.id) } }),
    // A session check still on its way would write the enabled card back over the answer.
    onMutate: () => queryClient.cancelQueries({ queryKey: ME_QUERY_KEY }),
    onSuccess: (cards) => {
      const user = session.user()
      const [first] = cards
      if (!user || !first) return
      const updated = { ...user, cards: [first, ...user.cards.slice(1)] }
      session.replaceUser(updated)
      queryClient.setQueryData(ME_QUERY_KEY, updated)
      onDisabled()
    },
    onError: (error) => console.error('Card disable failed', error),
    onSettled: () => setOpen(false),
  })

  return (
    <>
      <button
        type="button"
        className="button button--danger card-back__disable"
        disabled={!online}
        aria-describedby={online ? undefined : offlineNoteId}
        onClick={() => setOpen(true)}
      >
        <Trans>Disabilita la carta</Trans>
      </button>
      {!online && (
        <p id={offlineNoteId} className="card-back__offline">
          <Trans>Sei offline: per disabilitare la carta serve la connessione.</Trans>
        </p>
      )}
      <ConfirmDialog
        open={open}
        danger
        busy={disable.isPending}
        title={<Trans>Vuoi disabilitare la carta?</Trans>}
        confirmLabel={<Trans>Disabilita</Trans>}
        onConfirm={() => disable.mutate()}
        onCancel={() => setOpen(false)}
      >
        <p>
          <Trans>
            Una carta disabilitata non può più essere usata in cassa e non accumula punti. Da qui non è
            possibile riattivarla.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  )
}
