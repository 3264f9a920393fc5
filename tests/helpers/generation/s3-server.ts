import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Enough of the S3 REST API for the result store, path-style: PUT, GET and DELETE of
 * /<bucket>/<key>, with S3's NoSuchKey XML for a missing object. Signatures are not checked,
 * but the Authorization header must be an AWS SigV4 one, so unsigned calls would be noticed.
 */
export async function startS3Server(bucket: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: string[] = [];
  // A storage outage for some keys: their PUTs answer S3's 500 InternalError (the SDK retries, then throws).
  const fault = { refusePutsUnder: null as string | null };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const [, name, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    requests.push(`${req.method} ${key}`);
    if (name !== bucket || !String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256')) {
      res.statusCode = 403;
      res.end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT' && fault.refusePutsUnder !== null && key.startsWith(fault.refusePutsUnder)) {
        res.statusCode = 500;
        res.setHeader('content-type', 'application/xml');
        res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>');
      } else if (req.method === 'PUT') {
        objects.set(key, { body: decodeChunked(Buffer.concat(chunks), req.headers), type: String(req.headers['content-type'] ?? '') });
        res.setHeader('etag', '"x"');
        res.end();
      } else if (req.method === 'GET') {
        const found = objects.get(key);
        if (!found) {
          res.statusCode = 404;
          res.setHeader('content-type', 'application/xml');
          res.end(
            `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`,
          );
          return;
        }
        res.setHeader('content-type', found.type);
        res.setHeader('content-length', found.body.length);
        res.end(found.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.statusCode = 204;
        res.end();
      } else {
        res.statusCode = 405;
        res.end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    fault,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The SDK may stream the body with aws-chunked encoding: "<hex size>;chunk-signature=…\r\n<data>\r\n". */
function decodeChunked(body: Buffer, headers: Record<string, string | string[] | undefined>): Buffer {
  if (!String(headers['content-encoding'] ?? '').includes('aws-chunked')) return body;
  const out: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const eol = body.indexOf('\r\n', offset);
    if (eol === -1) break;
    const size = parseInt(body.subarray(offset, eol).toString().split(';')[0], 16);
    if (!size) break;
    out.push(body.subarray(eol + 2, eol + 2 + size));
    offset = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}
