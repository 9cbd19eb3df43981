/**
 * The kiosk's query: `?storeId=` names the store the kiosk stands in. The router reads `21` as a
 * number; the store id is kept and sent (attrib3) as text.
 */
export function kioskSearch(search: Record<string, unknown>): { storeId?: string } {
  const { storeId } = search
  return typeof storeId === 'string' || typeof storeId === 'number' ? { storeId: String(storeId) } : {}
}
