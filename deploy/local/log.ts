/** Console output of the start command: its own steps, and the prefixed lines of what it runs. */

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const HIDDEN_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'name', 'service', 'msg', 'err']);

export function step(message: string): void {
  console.log(`[start] ${message}`);
}

export function warn(message: string): void {
  console.warn(`[start] WARNING: ${message}`);
}

/**
 * Makes a pino JSON line readable (`INFO listening {"port":8101}`); any other line is kept as is.
 */
export function formatLogLine(line: string): string {
  if (!line.startsWith('{')) return line;
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = typeof entry.level === 'number' ? (LEVELS[entry.level] ?? String(entry.level)) : 'INFO';
  const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => !HIDDEN_KEYS.has(key)));
  const extra = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : '';
  const err = entry.err as { stack?: unknown; message?: unknown } | undefined;
  const error = err ? `\n${String(err.stack ?? err.message ?? '')}` : '';
  return `${level.padEnd(5)} ${String(entry.msg ?? '')}${extra}${error}`;
}

/** Splits a stream into lines and hands each to `onLine` (a trailing partial line is kept until the end). */
export function onLines(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line.replace(/\r$/, ''));
  });
  stream.on('end', () => {
    if (pending !== '') onLine(pending);
    pending = '';
  });
}

/** Runs one step of the start and says how long it took (`[start] PostgreSQL: 0.6s`). */
export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  step(`${label}: ${((performance.now() - started) / 1000).toFixed(1)}s`);
  return result;
}
