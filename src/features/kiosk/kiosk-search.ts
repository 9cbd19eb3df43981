/**
 * The kiosk's query: `?storeId=` names the store the kiosk stands in. It is kept and sent (attrib3)
 * as text; a number (from a link built in code) is taken as its text.
 */
export function kioskSearch(search: Record<string, unknown>): { storeId?: string } {
  const { storeId } = search
  return typeof storeId === 'string' || typeof storeId === 'number' ? { storeId: String(storeId) } : {}
}
