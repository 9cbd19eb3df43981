import { i18n, type MessageDescriptor } from '@lingui/core'

/**
 * Messages of the contract (validation rules and the error catalogue).
 *
 * They are plain Lingui descriptors marked with the i18n comment rather than macros because this
 * folder also runs on the reference server, where no compile step expands macros. The Italian text
 * of behaviour §5 and §8 is the source message; `lingui extract` picks these up for the English catalogue.
 */
export type Message = MessageDescriptor & { message: string }

/** Translates in the active locale; without one (the server, a test) it gives the Italian text. */
export function translate(descriptor: Message): string {
  return i18n.locale ? i18n._(descriptor) : descriptor.message
}

export const validationMessages = {
  required: /*i18n*/ { id: 'validation.required', message: 'Campo obbligatorio' },
  invalidDate: /*i18n*/ { id: 'validation.invalidDate', message: 'Data non valida' },
  invalidEmail: /*i18n*/ { id: 'validation.invalidEmail', message: 'Indirizzo email non valido' },
  invalidUpgradeEmail: /*i18n*/ { id: 'validation.invalidUpgradeEmail', message: 'Email non valido' },
  passwordTooShort: /*i18n*/ {
    id: 'validation.passwordTooShort',
    message: 'La password deve essere lunga almeno 8 caratteri',
  },
  passwordsDiffer: /*i18n*/ { id: 'validation.passwordsDiffer', message: 'Le password non coincidono' },
  invalidCardCode: /*i18n*/ { id: 'validation.invalidCardCode', message: 'Numero carta fedeltà non valido' },
  invalidMobilePhone: /*i18n*/ {
    id: 'validation.invalidMobilePhone',
    message: 'Numero di cellulare non valido',
  },
  invalidBirthYear: /*i18n*/ { id: 'validation.invalidBirthYear', message: 'Anno di nascita non valido' },
  emailRequiredWithoutCard: /*i18n*/ {
    id: 'validation.emailRequiredWithoutCard',
    message: 'Campo obbligatorio se non presente la carta',
  },
  // The typo "temirnare" is the chain's text, kept verbatim (behaviour §5).
  signatureRequired: /*i18n*/ {
    id: 'validation.signatureRequired',
    message: 'Devi firmare per poter temirnare la registrazione.',
  },
  // Ours, beyond behaviour §5 and §8: an Italian CAP has five digits, and a careful form says so.
  invalidZip: /*i18n*/ { id: 'validation.invalidZip', message: 'CAP non valido' },
  // Ours: a text past the contract's limit (far past what anyone types: a paste gone wrong).
  tooLong: /*i18n*/ { id: 'validation.tooLong', message: 'Testo troppo lungo' },
  passwordHint: /*i18n*/ {
    id: 'validation.passwordHint',
    message:
      'Almeno 8 caratteri, con almeno tre tra: lettere minuscole, lettere maiuscole, numeri e simboli.',
  },
} satisfies Record<string, Message>
