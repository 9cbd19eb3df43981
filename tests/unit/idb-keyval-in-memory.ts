/**
 * idb-keyval's calls over a Map, for a test that mocks the package and looks at what the page kept
 * (jsdom has no IndexedDB). Values are copied in as IndexedDB copies them. Use it from the mock's
 * factory, which runs when the code under test first imports the package:
 *
 *   const stored = new Map<string, unknown>()
 *   vi.mock('idb-keyval', async () => (await import('../idb-keyval-in-memory')).idbKeyvalOver(stored))
 */
export function idbKeyvalOver(stored: Map<string, unknown>) {
  return {
    get: async (key: string) => stored.get(key),
    set: async (key: string, value: unknown) => {
      stored.set(key, structuredClone(value))
    },
    del: async (key: string) => {
      stored.delete(key)
    },
    keys: async () => [...stored.keys()],
  }
}
