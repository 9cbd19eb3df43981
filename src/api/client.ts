import * as v from 'valibot'
import { type CallInput, type CallOutput, type Endpoint, fillPath } from './endpoints'
import { dataEnvelope, ErrorEnvelope, emptyEnvelope, pageEnvelope } from './envelope'
import { ApiError } from './errors'

export interface ClientOptions {
  /** The API prefix, e.g. '/cli' or 'https://api.example.it/cli'. */
  baseUrl: string
  /** The bearer token, held in memory only (behaviour §3). */
  getToken: () => string | null
  /** HTTP 401 or 403: the stored user must go (behaviour §8). */
  onUnauthorized: () => void
  fetch?: typeof fetch
  /** Whether the device says it is offline (navigator.onLine); overridable in tests. */
  isOffline?: () => boolean
  /**
   * The app's language ('it', 'en'), sent as Accept-Language on every call: the server answers its
   * own messages in it and keeps it as the customer's language for the mails.
   */
  getLanguage?: () => string | null
}

export type Call = <E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  init?: { signal?: AbortSignal },
) => Promise<CallOutput<E>>

const envelopeFor = (result: Endpoint['result']) => {
  switch (result.kind) {
    case 'data':
      return dataEnvelope(result.schema)
    case 'page':
      return pageEnvelope(result.schema)
    case 'none':
    case 'file': // its bytes are read before any envelope, in call()
    case 'stream': // refused before any request, in call()
      return emptyEnvelope
  }
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/**
 * The fetch client of the contract. It sends the token when there is one, checks the envelope and
 * parses the payload with the endpoint's schema, and turns every failure into an ApiError whose
 * message is behaviour §8's.
 */
export function createClient(options: ClientOptions): Call {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const isOffline =
    options.isOffline ?? (() => typeof navigator !== 'undefined' && navigator.onLine === false)

  return async function call(endpoint, input, init) {
    const {
      params,
      query,
      body,
      headers: extraHeaders,
    } = input as {
      params?: unknown
      query?: unknown
      body?: unknown
      headers?: Record<string, string>
    }

    if (endpoint.result.kind === 'stream')
      throw new Error(`${endpoint.path} is an event stream: follow it with followEventStream`)

    const aborted = (error: unknown) =>
      init?.signal?.aborted === true || (error as { name?: unknown } | null)?.name === 'AbortError'

    if (endpoint.query) {
      const checked = v.safeParse(endpoint.query, query ?? {})
      if (!checked.success) throw new ApiError(checked.issues[0].message, 'invalid')
    }

    let payload: unknown
    if (endpoint.body) {
      // The body goes out as the schema shapes it (trimmed, lower-cased e-mail, '' → defaults).
      const parsed = v.safeParse(endpoint.body, body)
      if (!parsed.success) throw new ApiError(parsed.issues[0].message, 'invalid')
      payload = parsed.output
    }

    // Every POST and PUT carries a JSON body, `{}` when the call has none.
    const sent =
      payload === undefined ? (endpoint.method === 'GET' ? undefined : '{}') : JSON.stringify(payload)
    const headers: Record<string, string> = {
      ...extraHeaders,
      accept:
        endpoint.result.kind === 'file'
          ? `${endpoint.result.mediaType}, application/json`
          : 'application/json',
      'x-requested-with': 'tessera',
    }
    if (sent !== undefined) headers['content-type'] = 'application/json'
    const language = options.getLanguage?.()
    if (language) headers['accept-language'] = language
    const token = endpoint.auth === 'none' ? null : options.getToken()
    if (token) headers.authorization = `Bearer ${token}`

    const url =
      options.baseUrl +
      fillPath(endpoint.path, params as Record<string, unknown> | undefined) +
      queryString(query as Record<string, unknown> | undefined)

    let response: Response
    try {
      response = await doFetch(url, {
        method: endpoint.method,
        headers,
        body: sent,
        credentials: 'same-origin',
        signal: init?.signal,
      })
    } catch (error) {
      if (aborted(error)) throw error
      throw isOffline() ? ApiError.offline() : ApiError.communication(null, 'network')
    }

    if (response.status === 401 || response.status === 403) {
      options.onUnauthorized()
      throw ApiError.communication(response.status)
    }
    if (response.status === 400) throw ApiError.communication(400)
    // A file's bytes; a refusal still comes as the envelope, in JSON.
    if (
      endpoint.result.kind === 'file' &&
      response.ok &&
      !response.headers.get('content-type')?.startsWith('application/json')
    )
      return (await response.blob()) as never

    let json: unknown
    try {
      json = await response.json()
    } catch (error) {
      if (aborted(error)) throw error
      throw ApiError.communication(response.status, 'malformed')
    }

    const head = v.safeParse(ErrorEnvelope, json)
    if (!head.success) throw ApiError.communication(response.status, 'malformed')
    if (head.output.code !== 0)
      throw ApiError.fromCode(head.output.code, head.output.message, head.output.detail)
    if (!response.ok) throw ApiError.communication(response.status)

    const parsed = v.safeParse(envelopeFor(endpoint.result), json)
    if (!parsed.success) throw ApiError.communication(response.status, 'malformed')
    const envelope = parsed.output as { data?: unknown; totalPages?: number; number?: number }
    switch (endpoint.result.kind) {
      case 'data':
        return envelope.data as never
      case 'page':
        return { data: envelope.data, totalPages: envelope.totalPages, number: envelope.number } as never
      case 'none':
      case 'file':
        return undefined as never
    }
  }
}
