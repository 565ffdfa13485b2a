/**
 * A phone's network on loopback, for the bench's mobile profile: a TCP proxy in front of a local server that
 * makes each new connection wait one round trip (its TCP handshake) before any byte passes, delays every chunk by
 * half the round trip in its direction, and sends the bytes of each direction through one shared link of the
 * given bandwidth (every connection of a page, to every origin, shares the phone's link). Behind it, `gzipping`
 * is the origin's front end: it compresses text answers as a real server does and, with a certificate, speaks
 * HTTPS with HTTP/2, whose TLS handshake then crosses the proxy and costs its own round trip, as on a phone.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';

export interface NetworkProfile {
  /** Round-trip time, ms. */
  rttMs: number;
  /** Bandwidth server → phone, kbit/s. */
  downKbps: number;
  /** Bandwidth phone → server, kbit/s. */
  upKbps: number;
}

/** One direction of the phone's link: bytes leave one after another at its bandwidth, then travel half the RTT. */
export class Link {
  #busyUntil = 0;
  constructor(
    private readonly kbps: number,
    private readonly latencyMs: number,
  ) {}

  /** When a chunk sent now arrives (ms, `performance.now()` clock). */
  arrival(bytes: number): number {
    const start = Math.max(performance.now(), this.#busyUntil);
    this.#busyUntil = start + (bytes * 8) / this.kbps;
    return this.#busyUntil + this.latencyMs;
  }
}

/** The phone's two directions. */
export interface PhoneLink {
  down: Link;
  up: Link;
  rttMs: number;
}

export const phoneLink = (p: NetworkProfile): PhoneLink => ({
  down: new Link(p.downKbps, p.rttMs / 2),
  up: new Link(p.upKbps, p.rttMs / 2),
  rttMs: p.rttMs,
});

/** Large reads go out in pieces of this size, so that a big file streams instead of arriving at once. */
const PIECE = 8 * 1024;

/**
 * Writes what `from` sends to `to` through `link`, in order: one queue per direction, drained by one timer at a
 * time (timers set for the same millisecond may fire in any order, which would reorder a TLS stream).
 */
function shape(from: Socket, to: Socket, link: Link, handshake: Promise<void>): void {
  const queue: Array<{ at: number; piece?: Buffer }> = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const drain = () => {
    timer = undefined;
    while (queue.length && (queue[0]?.at ?? 0) <= performance.now()) {
      const { piece } = queue.shift() as { piece?: Buffer };
      if (!piece) to.end();
      else if (to.writable) to.write(piece);
    }
    if (queue.length) timer = setTimeout(drain, Math.max(1, (queue[0]?.at ?? 0) - performance.now()));
  };
  const push = (at: number, piece?: Buffer) => {
    // Never before the piece sent before it.
    queue.push({ at: Math.max(at, queue.at(-1)?.at ?? 0), piece });
    if (!timer) timer = setTimeout(drain, Math.max(0, (queue[0]?.at ?? 0) - performance.now()));
  };
  from.on('data', (data: Buffer) => {
    for (let i = 0; i < data.length; i += PIECE) {
      const piece = data.subarray(i, i + PIECE);
      void handshake.then(() => push(link.arrival(piece.length), piece));
    }
  });
  from.on('end', () => void handshake.then(() => push(0)));
}

/** A throttling proxy on 127.0.0.1 in front of `port`; returns its own port. */
export async function throttle(port: number, link: PhoneLink): Promise<{ port: number; close(): void }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    // Loopback's own delays stay out (Nagle's algorithm would hold small writes back).
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    sockets.add(client).add(upstream);
    // The handshake: one round trip before the first byte of the connection passes either way.
    const handshake = new Promise<void>((resolve) => setTimeout(resolve, link.rttMs));
    shape(client, upstream, link.up, handshake);
    shape(upstream, client, link.down, handshake);
    // The phone hangs up: the server's side goes at once. The server's end reaches the phone after its last
    // bytes (`shape`).
    client
      .on('error', () => client.destroy())
      .on('close', () => {
        upstream.destroy();
        sockets.delete(client);
      });
    upstream.on('error', () => client.destroy()).on('close', () => sockets.delete(upstream));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

/** A key and a certificate for 127.0.0.1 (the browser is told to accept it), made with `openssl`. */
export function loopbackCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'tucan-bench-tls-'));
  execFileSync(
    'openssl',
    [
      ...[
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
      ],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
}

/** Headers HTTP/2 forbids (RFC 9113 §8.2.2), dropped from an HTTP/1.1 answer passed on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

/**
 * A server on 127.0.0.1 in front of `port` as a shop's or a service's front end is: it gzips text answers (scripts,
 * styles, pages, JSON) for a client that accepts it, and with `tls` it speaks HTTPS with HTTP/2 (ALPN; HTTP/1.1
 * for a client without it), as CDNs do: one TLS connection per origin carries every request, multiplexed.
 * Without `tls`: plain HTTP/1.1 (the browser opens up to six connections per origin).
 */
export async function gzipping(
  port: number,
  tls?: { key: Buffer; cert: Buffer },
): Promise<{ port: number; close(): void }> {
  const handler = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !k.startsWith(':')));
    if (req.headers[':authority']) headers.host = String(req.headers[':authority']);
    const upstream = request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const gzip =
          /gzip/.test(String(req.headers['accept-encoding'] ?? '')) &&
          /^(text\/|application\/(json|javascript))/.test(type) &&
          !answer.headers['content-encoding'];
        const out = { ...answer.headers };
        if (req.httpVersionMajor === 2) for (const h of HOP_BY_HOP) delete out[h];
        if (gzip) {
          delete out['content-length'];
          out['content-encoding'] = 'gzip';
          out.vary = 'accept-encoding';
        }
        res.writeHead(answer.statusCode ?? 502, out);
        (gzip ? answer.pipe(createGzip({ level: 9 })) : answer).pipe(res as NodeJS.WritableStream);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handler) : createHttpServer(handler);
  const sessions = new Set<{ destroy(): void }>();
  server.on('session', (s: { destroy(): void }) => sessions.add(s));
  server.on('secureConnection', (s: { destroy(): void }) => sessions.add(s));
  server.on('connection', (s: { destroy(): void }) => sessions.add(s));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const s of sessions) s.destroy();
      server.close();
    },
  };
}
