import { describe, expect, it } from 'vitest';
import {
  ALL_RIGHTS,
  DEFAULT_AGENT_RIGHTS,
  DEFAULT_CUSTOMER_RIGHTS,
  RightSchema,
  RightsMapSchema,
  missingDependencies,
  rightDependencies,
  rightLabel,
  rightsFromMap,
  withDependencies,
} from './rights.js';
import { formatMessage } from './messages/fr.js';

describe('the rights catalogue', () => {
  it('names each right once, as <family>.<action>', () => {
    expect(new Set(ALL_RIGHTS).size).toBe(ALL_RIGHTS.length);
    for (const right of ALL_RIGHTS) expect(right).toMatch(/^[a-zA-Z]+\.(list|create|edit|delete|send)$/);
  });

  it('makes edit and send need list, and delete need list and edit', () => {
    expect(rightDependencies('sites.edit')).toEqual(['sites.list']);
    expect(rightDependencies('invoices.send')).toEqual(['invoices.list']);
    expect(rightDependencies('sites.delete')).toEqual(['sites.list', 'sites.edit']);
    expect(rightDependencies('sites.create')).toEqual([]);
    expect(rightDependencies('sites.list')).toEqual([]);
  });

  it('closes a set over its dependencies and reports what a set lacks', () => {
    expect(withDependencies(['agents.delete'])).toEqual(['agents.list', 'agents.edit', 'agents.delete']);
    expect(missingDependencies(['agents.delete', 'agents.list'])).toEqual(['agents.edit']);
    expect(missingDependencies(withDependencies(ALL_RIGHTS))).toEqual([]);
  });

  it('keeps the default agent and customer profiles closed over their dependencies', () => {
    expect(missingDependencies(DEFAULT_AGENT_RIGHTS)).toEqual([]);
    expect(missingDependencies(DEFAULT_CUSTOMER_RIGHTS)).toEqual([]);
    expect(DEFAULT_CUSTOMER_RIGHTS).not.toContain('agents.list');
  });

  it('reads a stored rights map: granted rights only, unknown keys ignored, dependencies added', () => {
    expect(rightsFromMap({ 'sites.edit': true, 'sites.delete': false, 'nope.list': true })).toEqual([
      'sites.list',
      'sites.edit',
    ]);
    expect(RightsMapSchema.safeParse({ 'nope.list': true }).success).toBe(false);
    expect(RightSchema.safeParse('sites.create').success).toBe(true);
    expect(RightSchema.safeParse('sites.send').success).toBe(false);
  });

  it('words the permission error of spec 00 §6 with the right’s French label', () => {
    expect(formatMessage('RIGHT_MISSING', { label: rightLabel('sites.create') })).toBe(
      'Vous ne bénéficiez pas de l\'autorisation "Sites : création".',
    );
  });
});
