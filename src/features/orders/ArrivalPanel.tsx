import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import * as v from 'valibot'
import { callApi } from '../../api'
import { ApiError } from '../../api/errors'
import { ArrivalRequest, BAY_MAX, type Order } from '../../api/schemas/orders'
import { shopEndpoints } from '../../api/shop-endpoints'
import { useAppForm } from '../../ui/form/form'
import { useSubmit } from '../../ui/form/use-submit'
import { formatTime } from '../../ui/format/dates'
import { orderQuery } from './order-queries'

/** The contract's rule for the bay (trimmed, at most BAY_MAX characters), the field's validator. */
const bayRule = v.unwrap(ArrivalRequest.entries.bay)

/**
 * "Sono arrivato" is for a DRIVE or IN_STORE order that is ready (TO_BE_COLLECTED): the server takes
 * it then only (4205 otherwise, docs/ordering.md "What the customer's order says").
 */
export function canSayArrived(order: Pick<Order, 'status' | 'deliveryMode'>): boolean {
  return order.status === 'TO_BE_COLLECTED' && order.deliveryMode !== 'AT_HOME'
}

/**
 * The customer tells the store they have arrived, optionally with the bay of the car park; once told,
 * the page says when (and where), and the bay can be changed (a second call keeps the first time).
 */
export function ArrivalPanel({ order, userId }: { order: Order; userId: number }) {
  const titleId = useId()
  if (!canSayArrived(order)) return null
  return (
    <section className="order__arrival" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {order.deliveryMode === 'DRIVE' ? <Trans>Arrivo al drive</Trans> : <Trans>Arrivo in negozio</Trans>}
      </h2>
      <ArrivalStatus order={order} />
      <ArrivalForm order={order} userId={userId} />
    </section>
  )
}

/** Where the store has the customer: said politely when it changes. */
function ArrivalStatus({ order }: { order: Order }) {
  const { i18n } = useLingui()
  const arrival = order.arrival
  const time = arrival ? formatTime(arrival.at, i18n.locale) : ''
  const bay = arrival?.bay
  return (
    <div className="order__arrival-status" role="status">
      {arrival ? (
        <p>
          <strong>
            {bay ? (
              <Trans>
                Arrivo segnalato alle {time}, posto {bay}.
              </Trans>
            ) : (
              <Trans>Arrivo segnalato alle {time}.</Trans>
            )}
          </strong>{' '}
          <Trans>Il personale ti porta la spesa.</Trans>
        </p>
      ) : (
        <p>
          {order.deliveryMode === 'DRIVE' ? (
            <Trans>Quando sei al drive, avvisa il negozio: il personale ti porta la spesa.</Trans>
          ) : (
            <Trans>Quando sei in negozio, avvisa il personale: prepara la tua spesa per il ritiro.</Trans>
          )}
        </p>
      )}
    </div>
  )
}

function ArrivalForm({ order, userId }: { order: Order; userId: number }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const arrived = order.arrival !== undefined
  const key = orderQuery(userId, order.id).queryKey
  const submit = useSubmit(async (bay: string) => {
    const trimmed = bay.trim()
    try {
      const updated = await callApi(shopEndpoints.orderArrived, {
        params: { id: String(order.id) },
        body: trimmed === '' ? {} : { bay: trimmed },
      })
      // The status above says it (a polite live region): the focus stays on the button.
      queryClient.setQueryData(key, updated)
    } catch (error) {
      // Refused (the order moved on meanwhile): the page shows the order as the server has it.
      if (error instanceof ApiError && error.kind !== 'network')
        void queryClient.invalidateQueries({ queryKey: key })
      throw error
    }
  })
  const form = useAppForm({
    defaultValues: { bay: order.arrival?.bay ?? '' },
    onSubmit: ({ value }) => submit.run(value.bay),
  })
  return (
    <form.AppForm>
      <form.Form failure={submit.failure} className="form order__arrival-form">
        <form.AppField name="bay" validators={{ onChange: bayRule }}>
          {(field) => (
            <field.TextField
              label={t`Posto o stallo (facoltativo)`}
              hint={t`Per esempio il numero del posto auto, al massimo ${BAY_MAX} caratteri.`}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <div className="form__actions">
          <form.SubmitButton busyLabel={<Trans>Invio in corso…</Trans>}>
            {arrived ? <Trans>Aggiorna il posto</Trans> : <Trans>Sono arrivato</Trans>}
          </form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
