/**
 * The proofs this browser received when it logged in (one per e-mail, `device_proof` of
 * `POST /login_check`), sent back with the next logins to the same account: a known device is not
 * held back by the login throttle while someone else is guessing the password. Logging out keeps
 * them: the device stays known.
 */
const PROOFS_KEY = 'portal.device-proofs';
/** Accounts remembered at most (the most recent logins). */
const MAX_PROOFS = 10;

type Proofs = Record<string, string>;

function readProofs(): Proofs {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage.getItem(PROOFS_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

const keyOf = (email: string) => email.trim().toLowerCase();

export function deviceProofFor(email: string): string | undefined {
  return readProofs()[keyOf(email)];
}

export function keepDeviceProof(email: string, proof: string): void {
  const others = Object.entries(readProofs()).filter(([known]) => known !== keyOf(email));
  const proofs = Object.fromEntries([[keyOf(email), proof], ...others].slice(0, MAX_PROOFS));
  try {
    globalThis.localStorage.setItem(PROOFS_KEY, JSON.stringify(proofs));
  } catch {
    // Failures of local persistence are only logged (00 §8).
    console.warn('portal: the device proof could not be saved locally');
  }
}
