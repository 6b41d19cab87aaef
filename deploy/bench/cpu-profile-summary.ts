import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where a page's JavaScript spent its time, from a V8 CPU profile (CDP `Profiler`): self time by
 * package (or our own folder) and time by module evaluated, each sample mapped to the module whose
 * code it ran. The mapping reads the built files: with a readable build (PORTAL_BUILD_READABLE=1: not
 * minified, modules named by their path) each module starts with a line `"<path>"(…) {`; with a
 * minified build every sample falls in its file.
 */
type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
export type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const MODULE_START = /^"([^"]{1,300})"\(/;

/** For each line of a built file, the module it belongs to (or the file itself). */
function moduleLines(distDirs: readonly string[], url: string): string[] | null {
  const name = new URL(url).pathname.slice(1);
  const dir = distDirs.find((one) => existsSync(join(one, name)));
  if (!dir) return null;
  let current = name;
  return readFileSync(join(dir, name), 'utf8')
    .split('\n')
    .map((line) => (current = MODULE_START.exec(line)?.[1] ?? current));
}

/** `../node_modules/antd/es/button/index.js` → `antd`; our own files → their folder. */
function packageOf(module: string): string {
  const match = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(module);
  return match?.[1] ?? module.replace(/\/[^/]+$/, '');
}

const ms = (value: number) => String(Math.round(value)).padStart(6);

export function summarizeCpuProfile(profile: CpuProfile, distDirs: readonly string[], top = 20): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) =>
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000),
  );
  const files = new Map<string, string[] | null>();
  const moduleOf = (frame: CallFrame): string => {
    if (!frame.url) return `(${frame.functionName || 'native'})`;
    if (!files.has(frame.url)) files.set(frame.url, moduleLines(distDirs, frame.url));
    return files.get(frame.url)?.[frame.lineNumber] ?? new URL(frame.url).pathname;
  };
  const byPackage = new Map<string, number>();
  let script = 0;
  for (const [id, spent] of selfMs) {
    const frame = byId.get(id)!.callFrame;
    if (!frame.url && ['(program)', '(idle)', '(root)'].includes(frame.functionName)) continue;
    const key = frame.url ? packageOf(moduleOf(frame)) : `(${frame.functionName})`;
    byPackage.set(key, (byPackage.get(key) ?? 0) + spent);
    script += spent;
  }
  // A module's evaluation: the inclusive time of its factory (the function starting on its first line).
  const totals = new Map<number, number>();
  const inclusive = (node: ProfileNode): number => {
    let total = totals.get(node.id);
    if (total === undefined) {
      total = (selfMs.get(node.id) ?? 0) + (node.children ?? []).reduce((sum, id) => sum + inclusive(byId.get(id)!), 0);
      totals.set(node.id, total);
    }
    return total;
  };
  const byEvaluation = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName } = node.callFrame;
    if (!functionName.startsWith('./') && !functionName.startsWith('../')) continue;
    byEvaluation.set(functionName, (byEvaluation.get(functionName) ?? 0) + inclusive(node));
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `JavaScript and its native calls: ${Math.round(script)} ms (self time, by package):`,
    ...sorted(byPackage).map(([key, spent]) => `${ms(spent)}  ${key}`),
    'module evaluation (with what it ran at once; readable build only):',
    ...sorted(byEvaluation).map(([key, spent]) => `${ms(spent)}  ${key.slice(0, 110)}`),
  ];
}
