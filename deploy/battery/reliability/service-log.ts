import { readFile } from 'node:fs/promises';

/** How many lines of a service's JSON log carry `message` (its `msg`), over every run of the process. */
export async function countLogMessages(logFile: string, message: string): Promise<number> {
  const quoted = `"msg":${JSON.stringify(message)}`;
  return (await readFile(logFile, 'utf8')).split('\n').filter((line) => line.includes(quoted)).length;
}
