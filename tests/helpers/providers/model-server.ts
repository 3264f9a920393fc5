import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** How the stand-in answers: a picture, never (timeout), HTTP 500, JSON of the wrong shape, or bytes that are no image. */
export type ModelMode = 'ok' | 'hang' | 'http500' | 'garbage' | 'not-image' | 'fake-png';

export type ModelServer = {
  url: string;
  mode: ModelMode;
  /** Every request body received, by path. */
  requests: { method: string; path: string; body: unknown; auth?: string }[];
  close: () => Promise<void>;
};

/** A drawing-like picture with a few shapes: what a model asked for a coloring page might return. */
export async function modelPicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="768"><rect width="512" height="768" fill="#fff"/>
    <circle cx="256" cy="300" r="150" fill="none" stroke="#000" stroke-width="10"/><circle cx="200" cy="260" r="25" fill="none" stroke="#000" stroke-width="8"/>
    <circle cx="312" cy="260" r="25" fill="none" stroke="#000" stroke-width="8"/><path d="M180 370 Q256 430 332 370" fill="none" stroke="#000" stroke-width="10"/>
    <rect x="120" y="520" width="272" height="160" rx="30" fill="none" stroke="#000" stroke-width="10"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

// A PNG signature followed by nothing an image decoder can read.
const FAKE_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png at all')]);

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * One local HTTP server that speaks the three model APIs the generator supports: OpenAI-compatible
 * images, ComfyUI (/prompt, /history, /view) and Stable Diffusion WebUI (/sdapi/v1/txt2img).
 */
export async function startModelServer(mode: ModelMode = 'ok'): Promise<ModelServer> {
  const picture = await modelPicture();
  const state: ModelServer = { url: '', mode, requests: [], close: async () => {} };
  const imageBytes = () => (state.mode === 'not-image' ? Buffer.from('<html>an error page</html>') : state.mode === 'fake-png' ? FAKE_PNG : picture);
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  let comfyCount = 0;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const body = req.method === 'POST' ? await readBody(req) : null;
    state.requests.push({ method: req.method ?? '', path: url.pathname, body, auth: req.headers.authorization });
    if (state.mode === 'hang') return; // never answers: the caller's time limit must end it
    if (state.mode === 'http500') return json(res, 500, { error: 'out of memory' });
    if (url.pathname === '/v1/images/generations') {
      if (state.mode === 'garbage') return json(res, 200, { images: 'nope' });
      return json(res, 200, { created: 1, data: [{ b64_json: imageBytes().toString('base64') }] });
    }
    if (url.pathname === '/sdapi/v1/txt2img') {
      if (state.mode === 'garbage') return json(res, 200, '{"images": [');
      return json(res, 200, { images: [imageBytes().toString('base64')], parameters: {}, info: '{}' });
    }
    if (url.pathname === '/prompt') {
      if (state.mode === 'garbage') return json(res, 200, { number: 1 });
      comfyCount += 1;
      return json(res, 200, { prompt_id: `p${comfyCount}`, number: comfyCount });
    }
    if (url.pathname.startsWith('/history/')) {
      const id = decodeURIComponent(url.pathname.slice('/history/'.length));
      // The first poll finds it still running; the second finds the image.
      const polls = state.requests.filter((r) => r.path === url.pathname).length;
      if (polls < 2) return json(res, 200, {});
      return json(res, 200, {
        [id]: { outputs: { '9': { images: [{ filename: `colorwell_${id}.png`, subfolder: '', type: 'output' }] } }, status: { status_str: 'success' } },
      });
    }
    if (url.pathname === '/view') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(imageBytes());
    }
    json(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
