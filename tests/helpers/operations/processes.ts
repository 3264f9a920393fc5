import { spawn, type ChildProcess } from 'node:child_process';

export type AppProcess = {
  child: ChildProcess;
  /** Everything the process wrote to stdout so far. */
  stdout: () => string;
  /** Resolves once stdout contains `marker`. */
  ready: Promise<void>;
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** Starts `node <args>` in the repository with `env` (undefined values removed), collecting its output. */
export function startAppProcess(name: string, args: string[], env: Record<string, string | undefined>, marker: string): AppProcess {
  const merged = {} as NodeJS.ProcessEnv;
  for (const [key, value] of Object.entries({ ...process.env, ...env })) if (value !== undefined) merged[key] = value;
  const child = spawn(process.execPath, args, { cwd: process.cwd(), env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(marker)) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
    void exited.then((code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
  });
  ready.catch(() => {});
  return {
    child,
    stdout: () => out,
    ready,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** `npm run worker`, as the package script runs it. */
export const WORKER_ARGS = ['--conditions=react-server', '--import', 'tsx', 'scripts/worker.ts'];
/** `npm start` once the build exists: the production server. */
export const WEB_ARGS = ['scripts/server.mjs'];
