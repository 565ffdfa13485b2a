/** A tiny loopback server for the bench pages and bundles: path → body, nothing else. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Served {
  url: string;
  close(): void;
}

const TYPES: Record<string, string> = { js: 'text/javascript', css: 'text/css', html: 'text/html' };

export async function serve(files: Map<string, Buffer | string>): Promise<Served> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const body = files.get(path);
    if (body === undefined) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('content-type', `${TYPES[path.split('.').pop() ?? 'html'] ?? 'text/html'}; charset=utf-8`);
    res.setHeader('cache-control', 'no-store');
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The p-th percentile (nearest rank). */
export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

/** Spread as the interquartile range. */
export function iqr(xs: readonly number[]): number {
  return percentile(xs, 75) - percentile(xs, 25);
}
