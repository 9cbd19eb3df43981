import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { Slot } from '../../api/schemas/cart'
import type { DeliveryMode } from '../../api/schemas/store'
import { withForm } from '../../ui/form/form'
import { RadioGroupField, type RadioOption } from '../../ui/form/RadioGroupField'
import { calendarDay, formatDay, formatShortDay, formatTime } from '../../ui/format/dates'
import { QueryState } from '../../ui/query-state/QueryState'
import { queryState } from '../../ui/query-state/query-state'
import type { CheckoutValues } from './checkout-values'
import { slotsQuery } from './order-queries'

const FEW_PLACES = 3

interface SlotDay {
  day: string
  slots: Slot[]
}

/** Nothing to choose: no window in the next days, or all of them full or past their cut-off. */
const noFreeSlot = (slots: readonly Slot[]) => !slots.some((slot) => slot.available)

/** The windows by the store's calendar day, in time order. */
export function slotsByDay(slots: readonly Slot[]): SlotDay[] {
  const days = new Map<string, Slot[]>()
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const day = calendarDay(slot.start)
    days.set(day, [...(days.get(day) ?? []), slot])
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }))
}

/**
 * The window: a day of the next 7, then one of its windows. Full windows and those past the booking
 * cut-off are shown, not hidden, and cannot be chosen; the customer sees why.
 */
export const SlotPicker = withForm({
  defaultValues: {} as CheckoutValues,
  props: { storeId: 0 } as { storeId: number },
  render: function SlotFields({ form, storeId }) {
    const { t } = useLingui()
    const mode = useStore(form.store, (s) => s.values.deliveryMode)
    if (mode === '') {
      return (
        <p className="field__hint">
          <Trans>Scegli prima come ricevere la spesa: le fasce orarie dipendono dalla modalità.</Trans>
        </p>
      )
    }
    return <SlotChoice form={form} storeId={storeId} mode={mode} label={t`Fascia oraria`} />
  },
})

const SlotChoice = withForm({
  defaultValues: {} as CheckoutValues,
  props: { storeId: 0, mode: 'IN_STORE', label: '' } as {
    storeId: number
    mode: DeliveryMode
    label: string
  },
  render: function SlotChoiceFields({ form, storeId, mode, label }) {
    const { t, i18n } = useLingui()
    const query = useQuery(slotsQuery(storeId, mode))
    const days = useMemo(() => (query.data ? slotsByDay(query.data) : []), [query.data])
    const day = useStore(form.store, (s) => s.values.day)
    const shown = days.find((d) => d.day === day) ?? null

    // A day with a free window is open at first; a day that is no longer listed (a new day began).
    useEffect(() => {
      if (!query.data || (day !== '' && days.some((d) => d.day === day))) return
      const first = days.find((d) => d.slots.some((slot) => slot.available)) ?? days[0]
      if (first) form.setFieldValue('day', first.day)
    }, [query.data, day, days, form])

    if (queryState(query, noFreeSlot) !== 'ready') {
      return (
        <QueryState
          query={query}
          isEmpty={noFreeSlot}
          loading={<Trans>Caricamento delle fasce orarie…</Trans>}
          offline={<Trans>Sei offline: le fasce orarie si vedono con la rete.</Trans>}
          failed={
            <>
              <Trans>Non è stato possibile caricare le fasce orarie.</Trans> {query.error?.message}
            </>
          }
          empty={
            <Trans>
              Nessuna fascia oraria disponibile nei prossimi 7 giorni: prova un'altra modalità o un altro
              negozio.
            </Trans>
          }
        />
      )
    }

    const dayOptions: RadioOption[] = days.map(({ day: value, slots }) => {
      const free = slots.filter((slot) => slot.available).length
      return {
        value,
        label: formatShortDay(slots[0]?.start ?? value, i18n.locale),
        description:
          free === 0 ? (
            <Trans>Completo</Trans>
          ) : (
            <Plural value={free} one="# fascia libera" other="# fasce libere" />
          ),
      }
    })
    const slotOptions: RadioOption[] = (shown?.slots ?? []).map((slot) => ({
      value: String(slot.id),
      label: `${formatTime(slot.start, i18n.locale)}–${formatTime(slot.end, i18n.locale)}`,
      disabled: !slot.available,
      description: slotState(slot),
    }))

    return (
      <>
        <form.AppField name="day" listeners={{ onChange: () => form.setFieldValue('slotId', '') }}>
          {() => <RadioGroupField legend={t`Giorno`} options={dayOptions} inline />}
        </form.AppField>
        <form.AppField
          name="slotId"
          validators={{ onSubmit: ({ value }) => (value === '' ? t`Scegli una fascia oraria.` : undefined) }}
        >
          {() => (
            <RadioGroupField
              legend={shown?.slots[0] ? `${label}: ${formatDay(shown.slots[0].start, i18n.locale)}` : label}
              options={slotOptions}
              required
            />
          )}
        </form.AppField>
      </>
    )
  },
})

function slotState(slot: Slot) {
  if (slot.available) {
    return slot.remaining <= FEW_PLACES ? (
      <Plural value={slot.remaining} one="Ultimo posto" other="Ultimi # posti" />
    ) : (
      <Trans>Disponibile</Trans>
    )
  }
  return slot.remaining <= 0 ? <Trans>Completa</Trans> : <Trans>Prenotazioni chiuse</Trans>
}
