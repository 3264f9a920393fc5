import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Providers } from './content-security-policy.mjs';
import type { PageCache } from './page-cache.mjs';

export function answerLayers(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: { providers: Providers; pages: PageCache | null; beforeNext?: (req: IncomingMessage) => void },
): (req: IncomingMessage, res: ServerResponse) => void;
