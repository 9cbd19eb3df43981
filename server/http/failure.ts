import {
  ERROR_CATALOGUE,
  type ErrorCode,
  messageForCode,
  ServerCode,
  type ServerCodeWithMessage,
} from '../../src/api/errors'

/**
 * A refusal the client is meant to see: an envelope with a non-zero code and its message. Business
 * refusals go out with HTTP 200 (the client shows behaviour §8's message for the code); transport-level
 * ones with their status (400, 401, 404, 429).
 */
export class Failure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 200,
  ) {
    super(message)
  }

  /** One of behaviour §8's codes, with its catalogue message. */
  static of(code: (typeof ErrorCode)[keyof typeof ErrorCode]): Failure {
    return new Failure(code, messageForCode(code, undefined))
  }

  /** One of our codes with a message of its own (SERVER_CODE_MESSAGES). */
  static ours(code: ServerCodeWithMessage): Failure {
    return new Failure(code, messageForCode(code, undefined))
  }

  static invalidRequest(detail: string): Failure {
    return new Failure(ServerCode.InvalidRequest, `Richiesta non valida: ${detail}`, 400)
  }

  static unauthorized(): Failure {
    return new Failure(ServerCode.Unauthorized, 'Sessione non valida o scaduta', 401)
  }

  static notFound(what = 'Risorsa non trovata'): Failure {
    return new Failure(ServerCode.NotFound, what, 404)
  }
}

export const GENERIC_ERROR = { code: 4000, message: ERROR_CATALOGUE[4000].message } as const
