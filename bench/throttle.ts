/**
 * A phone's network on loopback, for the bench's mobile profile: a TCP proxy in front of a local server that
 * makes each new connection wait one round trip (its handshake) before any byte passes, delays every chunk by
 * half the round trip in its direction, and sends the bytes of each direction through one shared link of the
 * given bandwidth (every connection of a page, to every origin, shares the phone's link). No TLS is modelled:
 * a real HTTPS connection costs one more round trip, to tucan and its floor alike. Behind it, `gzipping`
 * compresses text answers as a real server does.
 */
import { createServer as createHttpServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';
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

/** Writes what `from` sends to `to` through `link`, in order. */
function shape(from: Socket, to: Socket, link: Link, handshake: Promise<void>): void {
  let last = 0;
  from.on('data', (data: Buffer) => {
    for (let i = 0; i < data.length; i += PIECE) {
      const piece = data.subarray(i, i + PIECE);
      void handshake.then(() => {
        // In order: never before the piece sent before it.
        const at = Math.max(link.arrival(piece.length), last);
        last = at;
        setTimeout(() => to.writable && to.write(piece), Math.max(0, at - performance.now()));
      });
    }
  });
  from.on('end', () => {
    void handshake.then(() => setTimeout(() => to.end(), Math.max(0, last - performance.now())));
  });
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

/**
 * An HTTP proxy on 127.0.0.1 in front of `port` that gzips text answers (scripts, styles, pages, JSON) for a client
 * that accepts it, as a service's or a shop's server does: the phone's link carries what a real one would.
 */
export async function gzipping(port: number): Promise<{ port: number; close(): void }> {
  const server = createHttpServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const gzip =
          /gzip/.test(String(req.headers['accept-encoding'] ?? '')) &&
          /^(text\/|application\/(json|javascript))/.test(type) &&
          !answer.headers['content-encoding'];
        const headers = { ...answer.headers };
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'accept-encoding';
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        (gzip ? answer.pipe(createGzip({ level: 9 })) : answer).pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
