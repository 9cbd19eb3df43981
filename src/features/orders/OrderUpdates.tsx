import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { Order } from '../../api/schemas/orders'
import { announceOutcome } from './line-outcome'
import { ORDER_STATUS_NAMES } from './order-status'

/** What a screen reader should hear of an order: its status and each line's outcome, by line. */
function snapshot(i18n: I18n, order: Order) {
  return {
    id: order.id,
    status: order.status,
    lines: new Map(order.lines.map((line) => [line.id, announceOutcome(i18n, line)])),
  }
}

/**
 * A polite live region that says what changed when the order is read again (the periodic read, or a
 * live stream): the new status, and each line the store has picked, substituted or marked missing
 * since, by name. Nothing is said for the order as first shown: the page itself says it.
 */
export function OrderUpdates({ order }: { order: Order }) {
  const { t, i18n } = useLingui()
  const seen = useRef<ReturnType<typeof snapshot> | null>(null)
  const [message, setMessage] = useState('')
  useEffect(() => {
    const now = snapshot(i18n, order)
    const before = seen.current
    seen.current = now
    if (!before || before.id !== now.id) return
    const news: string[] = []
    if (before.status !== now.status) {
      const status = i18n._(ORDER_STATUS_NAMES[now.status])
      news.push(t`Stato dell'ordine: ${status}.`)
    }
    for (const line of order.lines) {
      const said = now.lines.get(line.id)
      if (said && said !== before.lines.get(line.id)) {
        const name = line.name
        news.push(t`${name} — ${said}.`)
      }
    }
    if (news.length > 0) setMessage(news.join(' '))
  }, [order, i18n, t])
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  )
}
