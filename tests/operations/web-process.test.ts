import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { apiClient, sessionCookieOf } from '../helpers/http-client';
import { tokenFrom, waitForMail } from '../helpers/mailbox';

// One web process (real routes, real logger, real signal handling) shared by the tests, in order.
let child: ChildProcess;
let url = '';
let dataDir = '';
let stdout = '';
let exited: Promise<number | null>;
const PASSWORD = 'Correct-Horse-Battery-42';
const EMAIL = `ops-${Date.now()}@example.test`;

beforeAll(async () => {
  child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'tests/helpers/operations/observed-server.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, SHUTDOWN_GRACE_SECONDS: '10' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[web ${child.pid}] ${chunk}`));
  url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /"listening":"([^"]+)","dataDir":"([^"]+)"/.exec(stdout);
      if (match) {
        dataDir = match[2];
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`web process exited early with ${code}`)));
  });
});
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
});

const logLines = () =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('a web process', () => {
  it('logs one JSON line per request with its X-Request-Id, route, status, duration and user, and no secrets', async () => {
    const api = apiClient(url);
    const signup = await api('POST', '/common-api/v1/signup', { email: EMAIL, password: PASSWORD, name: 'Ops' });
    expect(signup.status).toBe(200);
    const wrong = await api('POST', '/common-api/v1/login', { email: EMAIL, password: `${PASSWORD}x` }, { headers: { 'x-request-id': 'proxy-id-1234' } });
    expect(wrong.headers.get('x-request-id')).toBe('proxy-id-1234');
    const reset = await fetch(`${url}/common-api/v1/reset-password?token=secret-token-in-the-query`, { method: 'POST' });
    const requestId = reset.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 200));

    const lines = logLines();
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.find((l) => l.request_id === signup.headers.get('x-request-id'))).toMatchObject({
      level: 'info',
      method: 'POST',
      route: '/common-api/v1/signup',
      status: 200,
    });
    expect(requests.find((l) => l.request_id === 'proxy-id-1234')).toMatchObject({ route: '/common-api/v1/login', status: 401 });
    const resetLine = requests.find((l) => l.request_id === requestId)!;
    expect(resetLine.route).toBe('/common-api/v1/reset-password');
    for (const line of requests) {
      expect(typeof line.time).toBe('string');
      expect(typeof line.duration_ms).toBe('number');
    }
    for (const secret of [PASSWORD, EMAIL, 'secret-token-in-the-query', 'colorwell_session']) expect(stdout).not.toContain(secret);
  });

  it('names the signed-in user on the log line, and no user on an anonymous one', async () => {
    const api = apiClient(url);
    const token = tokenFrom(await waitForMail({ kind: 'outbox', dir: path.join(dataDir, 'outbox') }, EMAIL), '/register/verification-success');
    const verified = await api('POST', '/common-api/v1/complete-signup', { token });
    expect(verified.status).toBe(200);
    const me = await api<{ user: { id: string } }>('GET', '/self-api/v1/user', undefined, { cookie: sessionCookieOf(verified) });
    expect(me.status).toBe(200);
    const anonymous = await api('GET', '/self-api/v1/user');
    expect(anonymous.status).toBe(401);
    await new Promise((r) => setTimeout(r, 200));
    const lines = logLines();
    expect(lines.find((l) => l.request_id === me.headers.get('x-request-id'))).toMatchObject({
      route: '/self-api/v1/user',
      status: 200,
      user: me.body.data.user.id,
    });
    const anonymousLine = lines.find((l) => l.request_id === anonymous.headers.get('x-request-id'))!;
    expect(anonymousLine).toMatchObject({ route: '/self-api/v1/user', status: 401 });
    expect(anonymousLine.user).toBeUndefined();
    for (const secret of [token, EMAIL, verified.cookies.colorwell_session]) expect(stdout).not.toContain(secret);
  });

  it('on SIGTERM stops accepting, finishes the request in flight, then exits 0', async () => {
    const body = JSON.stringify({ email: EMAIL, password: PASSWORD });
    // A sign-in whose body is still arriving when the signal comes.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${url}/common-api/v1/login`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-platform': 'web' } },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 700);
      }, 300);
    });
    await new Promise((r) => setTimeout(r, 600));
    // Meanwhile the port takes no new connections.
    await expect(fetch(`${url}/common-api/v1/login`, { method: 'POST', body })).rejects.toThrow();
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text).code).toBe(200);
    expect(await exited).toBe(0);
    const lines = logLines();
    expect(lines.some((l) => l.msg === 'web process stopped')).toBe(true);
    expect(lines.find((l) => l.route === '/common-api/v1/login' && l.status === 200)).toBeDefined();
    expect(stdout).not.toContain(PASSWORD);
  });
});
