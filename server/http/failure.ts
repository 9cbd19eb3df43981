import type { RefusalDetail } from '../../src/api/envelope'
import { type ErrorCode, messageForCode, ServerCode, type ServerCodeWithMessage } from '../../src/api/errors'
import type { Message } from '../../src/api/messages'
import { inLanguage, type Language, say } from '../language'
import { serverMessages } from './server-messages'

/**
 * A refusal the client is meant to see: an envelope with a non-zero code and its message. Business
 * refusals go out with HTTP 200 (the client shows behaviour §8's message for the code); transport-level
 * ones with their status (400, 401, 404, 429). The message is written when the answer is sent, in the
 * language the request prefers (`messageIn`); `message` is the Italian one, for logs and tests.
 */
export class Failure extends Error {
  private readonly text: () => string

  constructor(
    readonly code: number,
    text: string | Message | (() => string),
    readonly status = 200,
    /** What the refusal tells beyond its code (the envelope's `detail`, src/api/envelope.ts). */
    readonly detail?: RefusalDetail,
  ) {
    const render = typeof text === 'function' ? text : typeof text === 'string' ? () => text : () => say(text)
    super(inLanguage('it', render))
    this.text = render
  }

  /** The message in `language`. */
  messageIn(language: Language): string {
    return inLanguage(language, this.text)
  }

  /** One of behaviour §8's codes, with its catalogue message. */
  static of(code: (typeof ErrorCode)[keyof typeof ErrorCode]): Failure {
    return new Failure(code, () => messageForCode(code, undefined))
  }

  /** One of our codes with a message of its own (SERVER_CODE_MESSAGES), and a detail when it has one. */
  static ours(code: ServerCodeWithMessage, detail?: RefusalDetail): Failure {
    return new Failure(code, () => messageForCode(code, undefined), 200, detail)
  }

  /** The envelope this refusal answers, in `language`. */
  envelopeIn(language: Language): { code: number; message: string; detail?: RefusalDetail } {
    return {
      code: this.code,
      message: this.messageIn(language),
      ...(this.detail ? { detail: this.detail } : {}),
    }
  }

  /**
   * A request off the contract: "Richiesta non valida: <detail>". A detail of the server's own
   * wording is a message (translated); one from the request's check (the contract's rules, already in
   * the request's language; or the framework's) is text.
   */
  static invalidRequest(detail: string | Message, field?: string): Failure {
    return new Failure(
      ServerCode.InvalidRequest,
      () => {
        const said = typeof detail === 'string' ? detail : say(detail)
        return say(serverMessages.invalidRequest, { detail: field ? `${field}: ${said}` : said })
      },
      400,
    )
  }

  static unauthorized(): Failure {
    return new Failure(ServerCode.Unauthorized, serverMessages.unauthorized, 401)
  }

  /** A session of the wrong kind: a customer's on a staff call (`staff`), or a staff one on a customer's. */
  static forbidden(staffCall = false): Failure {
    return new Failure(
      ServerCode.Forbidden,
      staffCall ? serverMessages.staffOnly : serverMessages.customerOnly,
      403,
    )
  }

  static notFound(what: Message = serverMessages.notFound): Failure {
    return new Failure(ServerCode.NotFound, what, 404)
  }
}

/** The generic refusal (an unexpected failure, HTTP 500) in `language`. */
export function genericError(language: Language): { code: 4000; message: string } {
  return { code: 4000, message: inLanguage(language, () => messageForCode(4000, undefined)) }
}
