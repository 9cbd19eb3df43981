import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { withCheckDigit } from '../../../src/api/card-code'
import * as rule from '../../../src/api/rules'
import { KioskSignupRequest } from '../../../src/api/schemas/kiosk'
import { ProfileUpdate, SignupRequest } from '../../../src/api/schemas/profile'

// behaviour §5's messages, written out here so that a typo in src/api/messages.ts makes a test fail.
const REQUIRED = 'Campo obbligatorio'
const INVALID_DATE = 'Data non valida'
const INVALID_EMAIL = 'Indirizzo email non valido'
const PASSWORD_TOO_SHORT = 'La password deve essere lunga almeno 8 caratteri'
const INVALID_CARD = 'Numero carta fedeltà non valido'
const INVALID_MOBILE = 'Numero di cellulare non valido'
const INVALID_BIRTH_YEAR = 'Anno di nascita non valido'
const INVALID_UPGRADE_EMAIL = 'Email non valido'
const SIGNATURE_REQUIRED = 'Devi firmare per poter temirnare la registrazione.' // "temirnare": the chain's typo
const EMAIL_REQUIRED_WITHOUT_CARD = 'Campo obbligatorio se non presente la carta'

/** The message of the first issue, or null when the value passes. */
function firstMessage(schema: v.GenericSchema, input: unknown): string | null {
  const result = v.safeParse(schema, input)
  return result.success ? null : (result.issues[0]?.message ?? '(no message)')
}

/** The parsed value; fails the test with the first message when the value does not pass. */
function output<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (!result.success)
    throw new Error(`expected ${JSON.stringify(input)} to pass: ${result.issues[0].message}`)
  return result.output
}

/** The messages of the issues at a dotted path (e.g. 'profile.mobilePhone'). */
function messagesAt(schema: v.GenericSchema, input: unknown, path: string): string[] {
  const result = v.safeParse(schema, input)
  if (result.success) return []
  return result.issues.filter((issue) => v.getDotPath(issue) === path).map((issue) => issue.message)
}

const CARD = withCheckDigit('043100000001')

describe('required text fields', () => {
  it.each(['', '   ', '\t'])('refuses %j with "Campo obbligatorio"', (value) => {
    expect(firstMessage(rule.requiredText, value)).toBe(REQUIRED)
  })

  it('takes a value, trimmed', () => {
    expect(output(rule.requiredText, '  Rossi ')).toBe('Rossi')
  })

  it('takes a secret as typed, refusing only the empty string', () => {
    expect(firstMessage(rule.requiredSecret, '')).toBe(REQUIRED)
    expect(output(rule.requiredSecret, ' Rossi ')).toBe(' Rossi ')
  })

  it('requires a gender and the two mandatory consents', () => {
    expect(firstMessage(rule.gender, '')).toBe(REQUIRED)
    expect(output(rule.gender, 'FEMALE')).toBe('FEMALE')
    expect(firstMessage(rule.requiredConsent, false)).toBe(REQUIRED)
    expect(firstMessage(rule.requiredConsent, true)).toBeNull()
  })
})

describe('birth date (yyyy-MM-dd)', () => {
  it.each(['1990-05-17', '2024-02-29', '2000-12-31'])('accepts %s', (value) => {
    expect(firstMessage(rule.isoBirthDate, value)).toBeNull()
  })

  it('asks for a value when empty', () => {
    expect(firstMessage(rule.isoBirthDate, '')).toBe(REQUIRED)
  })

  it.each([
    '2023-02-30',
    '2023-02-29',
    '2023-04-31',
    '2023-13-01',
    '2023-00-10',
    '2023-01-00',
    '17/05/1990',
    '1990-5-17',
    '1990-05-17T00:00',
    'ieri',
  ])('refuses %s with "Data non valida"', (value) => {
    expect(firstMessage(rule.isoBirthDate, value)).toBe(INVALID_DATE)
  })
})

describe('e-mail', () => {
  it.each(['mario.rossi@example.it', 'anna+spesa@posta.example.com'])('accepts %s', (value) => {
    expect(firstMessage(rule.email, value)).toBeNull()
  })

  it('trims and lower-cases the address', () => {
    expect(output(rule.email, '  Mario@Example.IT ')).toBe('mario@example.it')
  })

  it('asks for a value when empty', () => {
    expect(firstMessage(rule.email, ' ')).toBe(REQUIRED)
  })

  it.each([
    'mario',
    'mario@',
    '@example.it',
    'mario.example.it',
    'mario rossi@example.it',
    'mario@@example.it',
  ])('refuses %j with "Indirizzo email non valido"', (value) => {
    expect(firstMessage(rule.email, value)).toBe(INVALID_EMAIL)
  })

  it('may be left empty where it is optional (kiosk), but must be valid when given', () => {
    expect(output(rule.optionalEmail, '')).toBe('')
    expect(output(rule.optionalEmail, ' Anna@Example.IT')).toBe('anna@example.it')
    expect(firstMessage(rule.optionalEmail, 'anna@')).toBe(INVALID_EMAIL)
  })
})

describe('password (at least 8 characters)', () => {
  it('asks for a value when empty', () => {
    expect(firstMessage(rule.password, '')).toBe(REQUIRED)
  })

  it.each(['a', 'Abc123!', '       '])('refuses %j (under 8) with the length message', (value) => {
    expect(firstMessage(rule.password, value)).toBe(PASSWORD_TOO_SHORT)
  })

  it('accepts exactly 8 characters, as typed', () => {
    expect(output(rule.password, 'abcdefgh')).toBe('abcdefgh')
    expect(output(rule.password, ' Abc123!')).toBe(' Abc123!')
  })
})

describe('isStrongPassword (the server rule behind error 13: 8+ and three of four classes)', () => {
  it.each(['Abcdefg1', 'abcdef1!', 'ABCDEFG1!', 'Ab1!Ab1!', 'Passw0rd'])('accepts %s', (value) => {
    expect(rule.isStrongPassword(value)).toBe(true)
  })

  it.each([
    ['two classes', 'abcdefg1'],
    ['two classes', 'ABCDEFGH!'],
    ['one class', 'abcdefghij'],
    ['seven characters', 'Abc12!x'],
  ])('refuses %s (%s)', (_, value) => {
    expect(rule.isStrongPassword(value)).toBe(false)
  })
})

describe('card code (043, 0 or 1, 00, 7 digits)', () => {
  it('accepts a valid code, trimmed', () => {
    expect(output(rule.cardCode, ` ${CARD} `)).toBe(CARD)
  })

  it('asks for a value when empty where it is required', () => {
    expect(firstMessage(rule.cardCode, '')).toBe(REQUIRED)
  })

  it.each([
    ['a wrong check digit', `${CARD.slice(0, 12)}${(Number(CARD[12]) + 1) % 10}`],
    ['a wrong prefix', withCheckDigit('044100000001')],
    ['a fourth digit of 2', withCheckDigit('043200000001')],
    ['12 digits', CARD.slice(0, 12)],
    ['14 digits', `${CARD}0`],
    ['letters', '043100abcdefg'],
  ])('refuses %s with "Numero carta fedeltà non valido"', (_, value) => {
    expect(firstMessage(rule.cardCode, value)).toBe(INVALID_CARD)
    expect(firstMessage(rule.optionalCardCode, value)).toBe(INVALID_CARD)
  })

  it('may be left empty where it is optional', () => {
    expect(output(rule.optionalCardCode, '')).toBe('')
    expect(output(rule.optionalCardCode, CARD)).toBe(CARD)
  })
})

describe('mobile phone', () => {
  it.each(['', '333123456', '3331234567'])('at sign-up accepts %j (empty, 9 or 10 digits)', (value) => {
    expect(firstMessage(rule.signupMobilePhone, value)).toBeNull()
  })

  it.each(['33312345', '33312345678', '333 123 4567', '+393331234567', '333-1234567', 'tre'])(
    'at sign-up refuses %j',
    (value) => {
      expect(firstMessage(rule.signupMobilePhone, value)).toBe(INVALID_MOBILE)
    },
  )

  it('at the profile accepts only exactly 10 digits (or nothing)', () => {
    expect(firstMessage(rule.profileMobilePhone, '3331234567')).toBeNull()
    expect(firstMessage(rule.profileMobilePhone, '')).toBeNull()
    expect(firstMessage(rule.profileMobilePhone, '333123456')).toBe(INVALID_MOBILE)
    expect(firstMessage(rule.profileMobilePhone, '33312345678')).toBe(INVALID_MOBILE)
  })
})

describe('child birth year (4 digits, this year or the century before)', () => {
  const thisYear = new Date().getFullYear()
  it.each(['2015', '', String(thisYear), String(thisYear - 99)])('accepts %j', (value) => {
    expect(firstMessage(rule.childBirthYear, value)).toBeNull()
  })

  it.each(['15', '201', '20155', '2O15', '2015.', String(thisYear + 1), String(thisYear - 100), '1800'])(
    'refuses %j with "Anno di nascita non valido"',
    (value) => {
      expect(firstMessage(rule.childBirthYear, value)).toBe(INVALID_BIRTH_YEAR)
    },
  )
})

describe('kiosk birth date (a real day, not in the future; the field gives yyyy-MM-dd)', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2024, 5, 15, 12, 0)) // 15 June 2024, local time
  })
  afterAll(() => {
    vi.useRealTimers()
  })

  it.each(['1990-05-17', '2024-02-29', '2024-06-15'])('accepts %s (today included)', (value) => {
    expect(firstMessage(rule.kioskBirthDate, value)).toBeNull()
  })

  it('shows "Campo obbligatorio" when cleared', () => {
    expect(firstMessage(rule.kioskBirthDate, '')).toBe(REQUIRED)
  })

  // What the date field passes on for a day that is not real is the text as typed.
  it.each(['2024-06-16', '2025-01-01', '2023-02-30', '2023-04-31', '17/05/1990', '1/5/1990'])(
    'refuses %s',
    (value) => {
      expect(firstMessage(rule.kioskBirthDate, value)).toBe(INVALID_DATE)
    },
  )
})

describe('upgrade e-mail', () => {
  it.each(['', 'mario', 'mario@example'])('refuses %j with "Email non valido"', (value) => {
    expect(firstMessage(rule.upgradeEmail, value)).toBe(INVALID_UPGRADE_EMAIL)
  })

  it('takes a valid address, normalised', () => {
    expect(output(rule.upgradeEmail, ' Mario@Example.IT')).toBe('mario@example.it')
  })
})

describe('kiosk signature', () => {
  it('is required', () => {
    expect(firstMessage(rule.kioskSignature, '')).toBe(SIGNATURE_REQUIRED)
    expect(firstMessage(rule.kioskSignature, 'PHN2Zy8+')).toBeNull()
  })
})

describe('kiosk sign-up: e-mail or card code', () => {
  const kioskSignup = (overrides: Record<string, unknown>) => ({
    username: 'anna@example.it',
    terminalType: 'totem',
    cardCode: CARD,
    attrib2: 'totem',
    attrib3: '12',
    signature: btoa('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0L10 10"/></svg>'),
    profile: {
      firstName: 'Anna',
      lastName: 'Bianchi',
      birthDate: '1985-03-08',
      gender: 'FEMALE',
      accept1: true,
      accept2: true,
    },
    ...overrides,
  })

  it('accepts an e-mail with a card, an e-mail alone, or a card alone', () => {
    expect(firstMessage(KioskSignupRequest, kioskSignup({}))).toBeNull()
    expect(firstMessage(KioskSignupRequest, kioskSignup({ cardCode: '' }))).toBeNull()
    expect(firstMessage(KioskSignupRequest, kioskSignup({ username: '' }))).toBeNull()
  })

  it.each([
    ['both empty', { username: '', cardCode: '' }],
    ['both left out', { username: undefined, cardCode: undefined }],
    ['both null', { username: null, cardCode: null }],
  ])('asks for the e-mail, at username, when there is no card (%s)', (_, overrides) => {
    const input = kioskSignup(overrides)
    expect(messagesAt(KioskSignupRequest, input, 'username')).toEqual([EMAIL_REQUIRED_WITHOUT_CARD])
  })

  it('checks the e-mail when given', () => {
    expect(messagesAt(KioskSignupRequest, kioskSignup({ username: 'anna@' }), 'username')).toEqual([
      INVALID_EMAIL,
    ])
  })

  it('checks the card code when given', () => {
    const input = kioskSignup({ cardCode: CARD.slice(0, 12) })
    expect(messagesAt(KioskSignupRequest, input, 'cardCode')).toEqual([INVALID_CARD])
  })

  it('refuses an empty signature with its text, at signature', () => {
    expect(messagesAt(KioskSignupRequest, kioskSignup({ signature: '' }), 'signature')).toEqual([
      SIGNATURE_REQUIRED,
    ])
  })
})

describe('web sign-up payload', () => {
  const signup = (username: string, email: string, mobilePhone = '') => ({
    username,
    password: 'Abcdefg1',
    profile: {
      firstName: 'Mario',
      lastName: 'Rossi',
      birthDate: '1980-01-31',
      gender: 'MALE',
      email,
      mobilePhone,
      address: { county: 'TO', city: 'Torino', zip: '10121', address: 'Via Roma 1' },
      accept1: true,
      accept2: true,
    },
  })

  it('takes a username equal to profile.email, after normalisation', () => {
    const parsed = output(SignupRequest, signup(' Mario@Example.IT', 'mario@example.it'))
    expect(parsed.username).toBe('mario@example.it')
    expect(parsed.terminalType).toBe('web')
  })

  it('refuses a username other than profile.email, at username', () => {
    const result = v.safeParse(SignupRequest, signup('mario@example.it', 'luigi@example.it'))
    expect(result.success).toBe(false)
    if (result.success) return
    const flat = v.flatten<typeof SignupRequest>(result.issues)
    expect(flat.nested?.username).toHaveLength(1)
    expect(Object.keys(flat.nested ?? {})).toEqual(['username'])
  })

  it('takes a 9-digit mobile phone at sign-up, which the profile update refuses', () => {
    expect(
      firstMessage(SignupRequest, signup('mario@example.it', 'mario@example.it', '333123456')),
    ).toBeNull()
    const update = { ...signup('', '').profile, mobilePhone: '333123456' }
    expect(messagesAt(ProfileUpdate, update, 'mobilePhone')).toEqual([INVALID_MOBILE])
  })

  it('checks the children birth years inside the preferences', () => {
    const update = { ...signup('', '').profile, preferences: { birthYearChild2: '15' } }
    expect(messagesAt(ProfileUpdate, update, 'preferences.birthYearChild2')).toEqual([INVALID_BIRTH_YEAR])
  })
})

describe('ageOn', () => {
  it.each([
    ['2000-05-17', '2018-05-16', 17],
    ['2000-05-17', '2018-05-17', 18],
    ['2000-05-17', '2018-06-01', 18],
    ['2000-12-31', '2001-01-01', 0],
    ['2000-02-29', '2018-02-28', 17],
    ['2000-02-29', '2018-03-01', 18],
  ])('born %s, on %s is %i', (birth, day, age) => {
    expect(rule.ageOn(birth, day)).toBe(age)
  })
})

describe('italianToIsoDate', () => {
  it.each([
    ['17/05/1990', '1990-05-17'],
    ['29/02/2024', '2024-02-29'],
    ['01/12/2000', '2000-12-01'],
  ])('turns %s into %s', (italian, iso) => {
    expect(rule.italianToIsoDate(italian)).toBe(iso)
  })

  it.each([
    '29/02/2023',
    '31/04/2024',
    '32/01/2000',
    '00/01/2000',
    '1/5/1990',
    '1990-05-17',
    '17-05-1990',
    '',
  ])('gives null for %j', (value) => {
    expect(rule.italianToIsoDate(value)).toBeNull()
  })
})
