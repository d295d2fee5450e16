/** The real entry point in a child process: it listens, and on SIGTERM drains and exits cleanly. */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, get, type IncomingMessage } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeDist, listen, type TestServer } from './testing/fixtures.ts';

const entry = fileURLToPath(new URL('./server.ts', import.meta.url));
let child: ChildProcess | null = null;
let silent: TestServer | null = null;
afterEach(async () => {
  child?.kill('SIGKILL');
  child = null;
  await silent?.close();
  silent = null;
});

/** Starts the BFF on a free port; resolves with the port from its first log line. */
function start(
  env: Record<string, string> = {},
): Promise<{ port: number; exited: Promise<number | null>; logs: Record<string, unknown>[] }> {
  const proc = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIST: fakeDist(), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = proc;
  const logs: Record<string, unknown>[] = [];
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      logs.push(entry);
      if (typeof entry.port === 'number') resolve({ port: entry.port, exited, logs });
    });
    proc.on('exit', () => reject(new Error('the BFF exited before listening')));
  });
}

function getVia(agent: Agent, port: number, path: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res));
    }).on('error', reject);
  });
}

describe('the BFF process', () => {
  it('logs JSON lines; on SIGTERM it answers the request in flight with Connection: close, then exits 0', async () => {
    // /readyz against an upstream that never answers takes its full 2 s check: a request in flight.
    silent = await listen(() => {});
    const { port, exited, logs } = await start({ UPSTREAM_URL: silent.url });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = await getVia(agent, port, '/healthz');
    expect(first.statusCode).toBe(200);
    expect(first.headers.connection).toBe('keep-alive');
    await expect
      .poll(() => logs.find((l) => (l.req as { url?: string } | undefined)?.url === '/healthz'))
      .toMatchObject({ level: 'info', service: 'zaowu-bff', res: { statusCode: 200 } });

    const inFlight = getVia(agent, port, '/readyz');
    await new Promise((resolve) => setTimeout(resolve, 300));
    child!.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.statusCode).toBe(503);
    expect(answer.headers.connection).toBe('close');
    // Nothing else holds it: it exits as soon as that answer is out.
    const answered = Date.now();
    expect(await exited).toBe(0);
    expect(Date.now() - answered).toBeLessThan(1_500);
    expect(logs.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['draining connections', 'drained; exiting']),
    );
    agent.destroy();
  });
});
