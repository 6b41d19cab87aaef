import { spawn } from 'node:child_process';
import { formatLogLine, onLines } from './log.js';

export type CommandResult = { code: number; output: string };

/**
 * Runs a short command to completion and collects its output (stdout and stderr interleaved);
 * `echoPrefix` also prints each line as it comes. Never rejects: a command that cannot start
 * answers code 127. It runs in its own process group, so a Ctrl-C lets it finish (initdb, pg_ctl,
 * apt-get are not cut in the middle) and the start command stops in order afterwards.
 */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; echoPrefix?: string } = {},
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const lines: string[] = [];
    const onLine = (line: string) => {
      lines.push(line);
      if (options.echoPrefix) console.log(`${options.echoPrefix} ${formatLogLine(line)}`);
    };
    onLines(child.stdout, onLine);
    onLines(child.stderr, onLine);
    child.once('error', (error) => resolve({ code: 127, output: `${command}: ${error.message}` }));
    child.once('close', (code) => resolve({ code: code ?? 1, output: lines.join('\n') }));
  });
}

/** Like runCommand, but a non-zero exit becomes an error carrying the command and its output. */
export async function runChecked(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; echoPrefix?: string } = {},
): Promise<string> {
  const result = await runCommand(command, args, options);
  if (result.code !== 0) {
    throw new Error(`'${[command, ...args].join(' ')}' failed (exit ${result.code}):\n${result.output}`);
  }
  return result.output;
}

export const isRoot = (): boolean => process.getuid?.() === 0;
