/**
 * A card's creation instant as dd/MM/yyyy (behaviour §2), on the Italian calendar: the programme is
 * Italian, so a card made late in the evening in Rome keeps its date on any device's time zone.
 */
const italianDate = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Rome',
})

export function formatCardDate(instant: string): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return instant
  const parts = Object.fromEntries(italianDate.formatToParts(date).map((p) => [p.type, p.value]))
  return `${parts.day}/${parts.month}/${parts.year}`
}

const italianTime = new Intl.DateTimeFormat('it-IT', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
})

/** A receipt's or a movement's instant: dd/MM/yyyy HH:mm on the Italian clock. */
export function formatReceiptTime(instant: string): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return instant
  return `${formatCardDate(instant)} ${italianTime.format(date)}`
}
