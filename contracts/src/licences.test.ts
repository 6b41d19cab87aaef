import { describe, expect, it } from 'vitest';
import { licenceUsage } from './licences.js';

const limits = { agentsLimit: 5, accountsLimit: 4, freeAccounts: 2 };

describe('the licence rule of spec 00 §6', () => {
  it('is reached when the agents count meets agentsLimit', () => {
    expect(licenceUsage(limits, { countAgents: 4, countAccounts: 0 }).agentsLimitReached).toBe(false);
    expect(licenceUsage(limits, { countAgents: 5, countAccounts: 0 }).agentsLimitReached).toBe(true);
  });

  it('counts free accounts on top of accountsLimit', () => {
    expect(licenceUsage(limits, { countAgents: 0, countAccounts: 5 }).accountsLimitReached).toBe(false);
    expect(licenceUsage(limits, { countAgents: 0, countAccounts: 6 }).accountsLimitReached).toBe(true);
  });
});
