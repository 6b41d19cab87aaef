import { satisfy } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import caretSharesPlugin, { withinCaret } from './caret-shares-plugin.js';

const VERSIONS = [
  '0.0.0',
  '0.0.3',
  '0.1.0',
  '0.1.4',
  '0.2.0',
  '1.0.0',
  '4.1.0',
  '18.3.1',
  '19.0.0',
  '19.3.1',
  '20.0.0',
];
const RANGES = ['^0.0.3', '^0.1.0', '^0.1.2', '^1.0.0', '^4.1.1', '^18.0.0', '^19.0.0', '^19.3.0', '^19.3.2'];

type ResolveShareArgs = Parameters<NonNullable<ReturnType<typeof caretSharesPlugin>['resolveShare']>>[0];

/** What the runtime hands the hook for one shared module registered at `version`. */
function resolveArgs(version: string, requiredVersion: string | false) {
  const shared = { version, from: 'shell' };
  const runtimeResolver = () => ({ shared: { version, from: 'runtime' }, useTreesShaking: false });
  const args = {
    shareScopeMap: { default: { react: { [version]: shared } } },
    scope: 'default',
    pkgName: 'react',
    version,
    shareInfo: { shareConfig: { singleton: true, requiredVersion, strictVersion: true } },
    resolver: runtimeResolver,
  } as unknown as ResolveShareArgs;
  return { args, shared, runtimeResolver };
}

/** The resolver the hook leaves for the runtime to call. */
function resolverAfterHook(args: ResolveShareArgs) {
  const resolved = caretSharesPlugin().resolveShare!(args);
  if (!resolved) throw new Error('the hook must hand the arguments back');
  return resolved.resolver;
}

describe('the shared modules’ caret ranges', () => {
  it("judges every plain version against every caret range as the federation runtime's semver does", () => {
    for (const version of VERSIONS)
      for (const range of RANGES)
        expect(withinCaret(version, range), `${version} ${range}`).toBe(satisfy(version, range));
  });

  it('leaves every other shape to the runtime', () => {
    expect(withinCaret('19.0.0-rc.1', '^19.0.0')).toBeUndefined();
    expect(withinCaret('19.3.1', '>=19.0.0')).toBeUndefined();
    expect(withinCaret('19.3.1', '~19.3.0')).toBeUndefined();
    expect(withinCaret('19.3.1', '^19.0.0 || ^20.0.0')).toBeUndefined();
  });

  it('resolves a satisfied range to the registered module without the runtime', () => {
    const { args, shared } = resolveArgs('19.3.1', '^19.0.0');
    expect(resolverAfterHook(args)()).toEqual({ shared, useTreesShaking: false });
  });

  it("leaves an unsatisfied range, or none, to the runtime's resolver (its warning or strict refusal)", () => {
    for (const [version, range] of [
      ['18.3.1', '^19.0.0'],
      ['19.3.1', false],
      ['19.0.0-rc.1', '^19.0.0'],
    ] as const) {
      const { args, runtimeResolver } = resolveArgs(version, range);
      expect(resolverAfterHook(args)).toBe(runtimeResolver);
    }
  });
});
