/**
 * The top of a V8 CPU profile (`node --cpu-prof`): self time by function and by where the code
 * lives (a package, a folder of ours, node's internals), to see where a call's milliseconds go.
 *
 *   node --import tsx contracts/service-kit/src/bench/profile-top.ts PROFILE.cpuprofile [rows]
 */
import { readFile } from 'node:fs/promises';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Where a function's code lives: `pkg:name` for a dependency, the folder for ours. */
function placeOf(url: string): string {
  if (url === '') return '(native / GC / idle)';
  if (url.startsWith('node:')) return 'node internals';
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return `pkg:${dependency[1]}`;
  const ours = /\/(contracts\/service-kit\/src\/[^/]+|contracts\/src|svc-[a-z]+\/src\/[^/]+)/.exec(url);
  return ours?.[1] ?? url;
}

function top(totals: Map<string, number>, rows: number, all: number) {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, micros]) => ({
      name,
      ms: Math.round(micros / 1000),
      share: `${((micros / all) * 100).toFixed(1)} %`,
    }));
}

const [file, rowsText] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.ts PROFILE.cpuprofile [rows]');
const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
let all = 0;
profile.samples.forEach((id, index) => {
  const frame = byId.get(id)?.callFrame;
  const micros = profile.timeDeltas[index] ?? 0;
  if (!frame || frame.functionName === '(idle)') return;
  all += micros;
  const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(node_modules|work\/main)\//, '')}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  const place = placeOf(frame.url);
  byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
});
const rows = Number(rowsText ?? 25);
console.log(`${Math.round(all / 1000)} ms of busy samples`);
console.table(top(byPlace, rows, all));
console.table(top(byFunction, rows, all));
