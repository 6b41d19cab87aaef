import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

/**
 * Runs `work` under V8's CPU profiler when `file` is given and writes the profile there (DevTools
 * opens it; `profile-top.ts` summarises it): the part measured alone, without the process's start,
 * the seeding or the raw SQL beside it, which `node --cpu-prof` would mix in.
 */
export async function profileWhile<T>(file: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!file) return work();
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    const result = await work();
    const { profile } = await session.post('Profiler.stop');
    await writeFile(file, JSON.stringify(profile));
    console.log(`profile of the load written to ${file}`);
    return result;
  } finally {
    session.disconnect();
  }
}
