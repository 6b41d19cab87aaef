/**
 * Where a page's main thread spent its time, from a Chromium performance trace (the events DevTools'
 * Performance panel draws): the top-level tasks' work by kind (script evaluation, compilation, style,
 * layout, paint, garbage collection…), the scripts evaluated and compiled by file, and whether their
 * compilation came from V8's code cache.
 */
type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
};

/** The kinds of work counted, innermost first wins for the time it covers. */
const KINDS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'v8.compile',
  'v8.compileModule',
  'v8.produceCache',
  'v8.produceModuleCache',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'V8.GC_MARK_COMPACTOR',
  'XHRReadyStateChange',
  'ParseAuthorStyleSheet',
]);

const shortUrl = (url: unknown) => {
  if (typeof url !== 'string' || !url) return '(inline)';
  try {
    const parsed = new URL(url);
    return `${parsed.pathname} :${parsed.port}`;
  } catch {
    return url;
  }
};

export function summarizeTrace(events: TraceEvent[], untilMs: number): string[] {
  const threadNames = events.filter((event) => event.ph === 'M' && event.name === 'thread_name');
  const navigation = events.find((event) => event.name === 'navigationStart');
  const mains = threadNames.filter((event) => event.args?.name === 'CrRendererMain');
  // The page's main thread: the renderer main thread that saw the navigation, else the busiest one.
  const main =
    mains.find((thread) => navigation && thread.pid === navigation.pid && thread.tid === navigation.tid) ?? mains[0];
  if (!main || !navigation) return ['trace: no renderer main thread found'];
  const start = navigation.ts;
  const end = start + untilMs * 1000;
  const own = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
    .filter((event) => event.ts >= start && event.ts <= end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

  // Self time per kind: each counted event's duration minus its counted children's.
  const selfByKind = new Map<string, number>();
  const evaluateByUrl = new Map<string, number>();
  const compileByUrl = new Map<string, { ms: number; cached: boolean; rejected: boolean }>();
  const stack: { event: TraceEvent; childMs: number; kind: string | null }[] = [];
  const close = (until: number) => {
    while (stack.length > 0) {
      const top = stack.at(-1)!;
      if (top.event.ts + (top.event.dur ?? 0) > until) break;
      stack.pop();
      const ms = (top.event.dur ?? 0) / 1000;
      if (top.kind) {
        selfByKind.set(top.kind, (selfByKind.get(top.kind) ?? 0) + ms - top.childMs);
        const parent = [...stack].reverse().find((entry) => entry.kind);
        if (parent) parent.childMs += ms;
      }
    }
  };
  let topLevelMs = 0;
  for (const event of own) {
    close(event.ts);
    if (event.name === 'RunTask' && stack.length === 0) topLevelMs += (event.dur ?? 0) / 1000;
    const kind = KINDS.has(event.name) ? event.name : null;
    stack.push({ event, childMs: 0, kind });
    const data = event.args?.data ?? {};
    const ms = (event.dur ?? 0) / 1000;
    if (event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule') {
      const url = shortUrl(data['url']);
      evaluateByUrl.set(url, (evaluateByUrl.get(url) ?? 0) + ms);
    }
    if (event.name === 'v8.compile' || event.name === 'v8.compileModule') {
      const url = shortUrl(data['url'] ?? data['fileName']);
      const entry = compileByUrl.get(url) ?? { ms: 0, cached: false, rejected: false };
      entry.ms += ms;
      entry.cached ||= typeof data['consumedCacheSize'] === 'number';
      entry.rejected ||= data['cacheRejected'] === true;
      compileByUrl.set(url, entry);
    }
  }
  close(Number.POSITIVE_INFINITY);

  const lines = [`main thread until usable: ${Math.round(topLevelMs)} ms in tasks, of ${Math.round(untilMs)} ms`];
  lines.push('  self time by kind (ms):');
  for (const [kind, ms] of [...selfByKind].sort((a, b) => b[1] - a[1]).slice(0, 14)) {
    lines.push(`    ${String(Math.round(ms)).padStart(6)}  ${kind}`);
  }
  lines.push('  script evaluation by file (ms, with what it ran at once):');
  for (const [url, ms] of [...evaluateByUrl].sort((a, b) => b[1] - a[1]).slice(0, 16)) {
    lines.push(`    ${String(Math.round(ms)).padStart(6)}  ${url}`);
  }
  lines.push('  compilation by file (ms; cache = from V8 code cache):');
  for (const [url, entry] of [...compileByUrl].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) {
    const note = entry.cached ? 'cache' : entry.rejected ? 'cache rejected' : 'no cache';
    lines.push(`    ${String(Math.round(entry.ms)).padStart(6)}  ${url} (${note})`);
  }
  return lines;
}
