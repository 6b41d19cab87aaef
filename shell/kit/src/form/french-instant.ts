import { parseFrenchDate, zonedInstant, type FrenchDateTime } from '@portal/contracts';

/**
 * A date typed the French way ('dd/mm/yyyy' or 'dd/mm/yyyy hh:mm') as the instant it names in Paris
 * time, a bare date being its midnight; what does not read is sent as typed, for the service to refuse
 * in French under its field.
 */
export function instantOfFrenchDate(typed: string | undefined, time: FrenchDateTime = 'optional'): string {
  const parsed = parseFrenchDate(typed ?? '', time);
  if (!parsed.ok) return typed ?? '';
  const [date, clock = '00:00'] = parsed.iso.split('T') as [string, string?];
  return zonedInstant(date, clock);
}
