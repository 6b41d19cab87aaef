/**
 * Stripe's own test card numbers and what the fake does with them. Any other number passing the
 * Luhn check behaves like 4242 4242 4242 4242.
 */
export type CardDecline = { code: string; declineCode?: string; message: string };

export type CardOutcome =
  | { kind: 'succeed' }
  /**
   * 3-D Secure on every on-session payment or set-up. Off session, `always` refuses with
   * `authentication_required`; `unless-set-up` passes once a set-up intent has authenticated it.
   */
  | { kind: 'authenticate'; offSession: 'always' | 'unless-set-up' }
  /** Declined; `onSetUp` false: saving the card succeeds, only payments are declined. */
  | { kind: 'decline'; decline: CardDecline; onSetUp: boolean };

const GENERIC_DECLINE: CardDecline = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': { kind: 'succeed' },
  '5555555555554444': { kind: 'succeed' },
  '4000002500003155': { kind: 'authenticate', offSession: 'unless-set-up' },
  '4000002760003184': { kind: 'authenticate', offSession: 'always' },
  '4000000000000002': { kind: 'decline', decline: GENERIC_DECLINE, onSetUp: true },
  '4000000000009995': {
    kind: 'decline',
    decline: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    onSetUp: false,
  },
  '4000000000000341': { kind: 'decline', decline: GENERIC_DECLINE, onSetUp: false },
  '4000000000000069': {
    kind: 'decline',
    decline: { code: 'expired_card', message: 'Your card has expired.' },
    onSetUp: true,
  },
  '4000000000000127': {
    kind: 'decline',
    decline: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
    onSetUp: true,
  },
};

export const AUTHENTICATION_REQUIRED: CardDecline = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

export function cardOutcome(number: string): CardOutcome {
  return TEST_CARDS[number] ?? { kind: 'succeed' };
}

export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  });
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^4/.test(number)) return 'visa';
  return 'unknown';
}

/** Stripe's country test cards carry the ISO numeric code after `400000` (250 France, 276 Germany…). */
const ISO_NUMERIC_COUNTRIES: Readonly<Record<string, string>> = {
  '056': 'BE',
  '250': 'FR',
  '276': 'DE',
  '380': 'IT',
  '442': 'LU',
  '724': 'ES',
  '756': 'CH',
  '826': 'GB',
};

export function cardCountry(number: string): string {
  const code = /^400000(\d{3})/.exec(number)?.[1];
  return (code && ISO_NUMERIC_COUNTRIES[code]) ?? 'US';
}
