import type { Server, Socket } from 'node:net';
import type { HttpLimits } from '../config.ts';

/**
 * Caps open connections in total and per client address, so that one client holding thousands
 * of sockets cannot starve everyone else (and the health check) of the process's file handles.
 * Connections over a cap are closed at once, before any byte is read.
 */
export function limitConnections(
  server: Server,
  limits: Pick<HttpLimits, 'maxConnections' | 'maxConnectionsPerClient'>,
) {
  if (limits.maxConnections > 0) server.maxConnections = limits.maxConnections;
  if (limits.maxConnectionsPerClient <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
