/** The real BFF process (`node bff/src/server.ts`) for tests about what a process does: restarts, crashes. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const entry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server.ts');

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Resolves with the exit code, or the signal's name. */
  exited: Promise<number | string>;
  /** What the process wrote to stderr. */
  stderr(): string;
}

/** Starts the BFF with `env` over this process's environment, on a free port; resolves once it listens. */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (errors += text));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the BFF did not start in 30 s: ${errors}`)), 30_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let port: unknown;
      try {
        port = (JSON.parse(line) as { port?: unknown }).port;
      } catch {
        return;
      }
      if (typeof port !== 'number') return;
      clearTimeout(timer);
      resolve({ child, base: `http://127.0.0.1:${port}`, exited, stderr: () => errors });
    });
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`the BFF exited (${how}) before listening: ${errors}`));
    });
  });
}
