import { afterEach, beforeEach } from 'vitest'

/**
 * IndexedDB in memory, for a test whose page keeps something on the device (the customer's lists,
 * the personal query cache: idb-keyval). jsdom has no IndexedDB. Only what idb-keyval calls is here:
 * open with an upgrade, one object store, get, put, delete, clear, getAll, getAllKeys; each request
 * answers in a later microtask and its transaction completes after its requests, as in a browser.
 * (The package fake-indexeddb is the whole API; it is not a dependency of the project.)
 */
type Handler = ((this: unknown) => void) | null

class MemoryRequest {
  result: unknown
  error: DOMException | null = null
  onsuccess: Handler = null
  onerror: Handler = null
  onupgradeneeded: Handler = null
  constructor(readonly transaction: MemoryTransaction | null) {}
}

/** Key → value, with the key as given (idb-keyval's keys are strings or arrays of them). */
type Store = Map<string, { key: IDBValidKey; value: unknown }>

class MemoryTransaction {
  oncomplete: Handler = null
  onerror: Handler = null
  onabort: Handler = null
  error: DOMException | null = null
  #open = 0

  constructor(readonly db: MemoryDatabase) {
    queueMicrotask(() => this.#completeIfDone())
  }

  objectStore(name: string) {
    const store = this.db.stores.get(name)
    if (!store) throw new DOMException(`No object store ${name}`, 'NotFoundError')
    return new MemoryObjectStore(this, store)
  }

  run(operation: () => unknown): MemoryRequest {
    const request = new MemoryRequest(this)
    this.#open++
    queueMicrotask(() => {
      request.result = operation()
      request.onsuccess?.call(request)
      this.#open--
      this.#completeIfDone()
    })
    return request
  }

  #completeIfDone() {
    if (this.#open === 0) queueMicrotask(() => this.oncomplete?.call(this))
  }
}

class MemoryObjectStore {
  constructor(
    readonly transaction: MemoryTransaction,
    private readonly store: Store,
  ) {}

  get(key: IDBValidKey) {
    return this.transaction.run(() => structuredClone(this.store.get(JSON.stringify(key))?.value))
  }
  put(value: unknown, key: IDBValidKey) {
    return this.transaction.run(() => {
      this.store.set(JSON.stringify(key), { key, value: structuredClone(value) })
      return key
    })
  }
  delete(key: IDBValidKey) {
    return this.transaction.run(() => void this.store.delete(JSON.stringify(key)))
  }
  clear() {
    return this.transaction.run(() => void this.store.clear())
  }
  getAll() {
    return this.transaction.run(() => [...this.store.values()].map((entry) => structuredClone(entry.value)))
  }
  getAllKeys() {
    return this.transaction.run(() => [...this.store.values()].map((entry) => entry.key))
  }
}

class MemoryDatabase {
  readonly stores = new Map<string, Store>()
  onclose: Handler = null
  createObjectStore(name: string) {
    this.stores.set(name, new Map())
  }
  transaction(_names: string | string[], _mode?: IDBTransactionMode) {
    return new MemoryTransaction(this)
  }
}

const databases = new Map<string, MemoryDatabase>()

const memoryIndexedDb = {
  open(name: string) {
    const request = new MemoryRequest(null)
    queueMicrotask(() => {
      let db = databases.get(name)
      request.result = db ?? new MemoryDatabase()
      if (!db) {
        db = request.result as MemoryDatabase
        databases.set(name, db)
        request.onupgradeneeded?.call(request)
      }
      request.onsuccess?.call(request)
    })
    return request
  },
}

/**
 * Gives the tests of the calling file an empty IndexedDB each. A database idb-keyval has opened stays
 * open across tests (it keeps its connection): it is emptied, not replaced.
 */
export function setUpMemoryIndexedDb(): void {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'indexedDB', { value: memoryIndexedDb, configurable: true })
  })
  afterEach(() => {
    for (const db of databases.values()) for (const store of db.stores.values()) store.clear()
    Reflect.deleteProperty(globalThis, 'indexedDB')
  })
}
