import { readFile } from 'node:fs/promises';

/**
 * How many times each event was applied by a durable consumer, read from the service's log (the
 * kit's consumer logs 'event handled' at debug level once it has committed an event's effect).
 */
export async function appliedCounts(logFile: string, durable: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const line of (await readFile(logFile, 'utf8')).split('\n')) {
    if (!line.includes('"event handled"') || !line.includes(durable)) continue;
    const entry = JSON.parse(line) as { durable?: string; eventId?: string; msg?: string };
    if (entry.msg !== 'event handled' || entry.durable !== durable || !entry.eventId) continue;
    counts.set(entry.eventId, (counts.get(entry.eventId) ?? 0) + 1);
  }
  return counts;
}
