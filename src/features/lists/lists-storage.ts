import { del, keys } from 'idb-keyval'

/** Where each customer's lists are kept on the device (IndexedDB, idb-keyval), by user id. */
export const LISTS_STORAGE_PREFIX = 'tessera.lists.'

/**
 * Removes every customer's lists and waiting changes from the device: at logout, on a 401, on the
 * profile's deletion. Small and free of the lists' code, so that logging out does not load it.
 */
export async function forgetListsOnDevice(): Promise<void> {
  try {
    const kept = (await keys()).filter(
      (key): key is string => typeof key === 'string' && key.startsWith(LISTS_STORAGE_PREFIX),
    )
    await Promise.all(kept.map((key) => del(key)))
  } catch (error) {
    console.error('Lists on the device not removed', error)
  }
}
