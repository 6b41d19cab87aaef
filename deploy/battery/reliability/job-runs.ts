import { readFile } from 'node:fs/promises';

export type LoggedJobRun = { job: string; occurrence: string; replica: number };

/** The job occurrences a replica ran, from its JSON log's 'job ran' lines (file `<service>-<replica>.log`). */
export async function jobRuns(logFile: string): Promise<LoggedJobRun[]> {
  const replica = Number(/-(\d+)\.log$/.exec(logFile)?.[1] ?? 0);
  const runs: LoggedJobRun[] = [];
  for (const line of (await readFile(logFile, 'utf8')).split('\n')) {
    if (!line.includes('"msg":"job ran"')) continue;
    const entry = JSON.parse(line) as { job: string; occurrence: string };
    runs.push({ job: entry.job, occurrence: entry.occurrence, replica });
  }
  return runs;
}
