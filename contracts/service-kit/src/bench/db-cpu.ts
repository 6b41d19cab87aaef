import { readdir, readFile } from 'node:fs/promises';

const TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds the PostgreSQL backends serving `database` have used so far (Linux /proc, the
 * server on this machine; null elsewhere). With the process's own CPU time, a benchmark's cost per
 * call, which other work on the machine does not distort the way it does latencies.
 */
export async function databaseCpuMs(database: string): Promise<number | null> {
  let pids: string[];
  try {
    pids = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of pids) {
    try {
      const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres: ') || !cmdline.includes(` ${database} `)) continue;
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: utime and stime are the 14th and 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return (ticks / TICKS_PER_SECOND) * 1000;
}
