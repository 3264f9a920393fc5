import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of a real server, to take the database away and bring it back:
 * `stop()` closes the port and every connection (refused, like a stopped database), `stall()`
 * keeps accepting and keeps connections open but forwards nothing (a database that hangs),
 * `start()` forwards again on the same port.
 */
export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1') {
  const sockets = new Set<Socket>();
  let stalled = false;
  let port = 0;
  let server: Server | null = null;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => {});
        if (stalled) return;
        const upstream = connect(targetPort, targetHost);
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        // While stalled, bytes are read and dropped in both directions: the peer waits forever.
        client.on('data', (chunk) => !stalled && upstream.write(chunk));
        upstream.on('data', (chunk) => !stalled && client.write(chunk));
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    stall() {
      stalled = true;
    },
    async start() {
      stalled = false;
      if (!server) await listen();
    },
    async stop() {
      stalled = false;
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}
