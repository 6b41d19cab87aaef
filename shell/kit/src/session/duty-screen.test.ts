import { beforeEach, describe, expect, it } from 'vitest';
import { dutyScreenOnThisPhone, rememberDutyScreen } from './duty-screen.js';

const AGENT = '01a213c0-0000-7000-8000-00000000a6e1';
const OTHER = '01a213c0-0000-7000-8000-00000000a6e2';
const EVENING = new Date('2030-06-12T20:00:00Z');

describe('the service on duty on this phone', () => {
  beforeEach(() => localStorage.clear());

  it('gives the screen the field screens kept, to the same user, that day and the next', () => {
    rememberDutyScreen(AGENT, '/terrain/serviceActif/01a213c0-0000-7000-8000-0000000000s1', EVENING);
    expect(dutyScreenOnThisPhone(AGENT, EVENING)).toBe('/terrain/serviceActif/01a213c0-0000-7000-8000-0000000000s1');
    // A night service goes past midnight.
    expect(dutyScreenOnThisPhone(AGENT, new Date('2030-06-13T03:00:00Z'))).not.toBeNull();
    expect(dutyScreenOnThisPhone(AGENT, new Date('2030-06-14T03:00:00Z'))).toBeNull();
    expect(dutyScreenOnThisPhone(OTHER, EVENING)).toBeNull();
  });

  it('forgets it when no service is on duty any more', () => {
    rememberDutyScreen(AGENT, '/terrain/circuitActif/C-000004', EVENING);
    expect(dutyScreenOnThisPhone(AGENT, EVENING)).toBe('/terrain/circuitActif/C-000004');
    rememberDutyScreen(AGENT, null, EVENING);
    expect(dutyScreenOnThisPhone(AGENT, EVENING)).toBeNull();
  });

  it('keeps and reads back only the field screens’ addresses', () => {
    rememberDutyScreen(AGENT, '/admin/agences', EVENING);
    expect(dutyScreenOnThisPhone(AGENT, EVENING)).toBeNull();
    localStorage.setItem(
      'portal.duty-screen',
      JSON.stringify({ userId: AGENT, day: '2030-06-12', path: 'https://elsewhere.example/terrain/serviceActif/x' }),
    );
    expect(dutyScreenOnThisPhone(AGENT, EVENING)).toBeNull();
    localStorage.setItem('portal.duty-screen', '{not json');
    expect(dutyScreenOnThisPhone(AGENT, EVENING)).toBeNull();
  });
});
