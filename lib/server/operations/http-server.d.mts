import type { IncomingMessage, Server, ServerResponse } from 'node:http';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
export function observeRequests(listener: Listener, options?: { level?: string }): Listener;
export function stopGracefullyOnSignals(server: Server, options: { graceMs: number; level?: string }): void;
