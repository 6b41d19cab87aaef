import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dependenciesState, recordDependencies } from './ensure-dependencies.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'portal-deps-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm dependencies of a checkout', () => {
  it('are missing without node_modules, stale until recorded or when the lock changes, fresh otherwise', () => {
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    expect(dependenciesState(root)).toBe('missing');
    mkdirSync(path.join(root, 'node_modules'));
    expect(dependenciesState(root)).toBe('stale');
    recordDependencies(root);
    expect(dependenciesState(root)).toBe('fresh');
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{"x":{}}}');
    expect(dependenciesState(root)).toBe('stale');
  });
});
