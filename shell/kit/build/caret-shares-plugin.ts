import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const CARET = /^\^(\d+)\.(\d+)\.(\d+)$/;
const PLAIN_VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether `version` (`x.y.z`) lies in the caret range `^a.b.c`, as semver reads it; undefined when
 * either has another shape (a pre-release, a range of another kind), for the runtime to judge.
 */
export function withinCaret(version: string, range: string): boolean | undefined {
  const wanted = CARET.exec(range);
  const found = PLAIN_VERSION.exec(version);
  if (!wanted || !found) return undefined;
  const [a, b, c] = wanted.slice(1).map(Number) as [number, number, number];
  const [x, y, z] = found.slice(1).map(Number) as [number, number, number];
  if (a > 0) return x === a && (y > b || (y === b && z >= c));
  if (b > 0) return x === 0 && y === b && z >= c;
  return x === 0 && y === 0 && z === c;
}

/**
 * Bundled into every front end's federation runtime (`runtimePlugins`). The runtime checks each
 * shared module's version against the range asked (`shared.ts`: `^major.0.0`) with its own semver,
 * which builds its regular expressions anew at every call: a dozen checks before a phone's first
 * screen, ~100 ms of a profiled throttled opening. The ranges the builds ask are all carets of plain
 * versions: those are judged here, in a few comparisons, and a version that does not satisfy them
 * (or any other shape) is left to the runtime's own resolver, with its warning or strict refusal.
 */
export default function caretSharesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-caret-shares',
    resolveShare(args) {
      const required = args.shareInfo.shareConfig?.requiredVersion;
      if (typeof required !== 'string' || args.shareInfo.treeShaking) return args;
      if (withinCaret(args.version, required) !== true) return args;
      const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
      if (shared) args.resolver = () => ({ shared, useTreesShaking: false });
      return args;
    },
  };
}
