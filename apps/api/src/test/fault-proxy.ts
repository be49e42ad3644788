/**
 * An in-process TCP proxy for fault tests (decision 023): the API under test reaches PostgreSQL or Redis
 * through it, and the test cuts the link (open connections reset, new ones refused) and restores it
 * (same port again), as an operator's network blip or a restarted dependency would.
 */
import net, { type AddressInfo } from 'node:net';

export interface FaultProxy {
  /** host:port the client connects to instead of the real dependency. */
  readonly host: string;
  readonly port: number;
  /** Resets every open connection and refuses new ones until `restore()`. */
  cut(): Promise<void>;
  /** Accepts and forwards connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a proxy on 127.0.0.1 (an ephemeral port) forwarding to `target`. */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.resetAndDestroy();
      open.clear();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  return {
    host: '127.0.0.1',
    port,
    cut: stop,
    restore: async () => {
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
