import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';

/** The use of this instance's node-postgres pool, read at each scrape. */
export function poolGauges(pool: pg.Pool, registers: Registry[]): void {
  new Gauge({
    name: 'fintrain_db_pool_connections',
    help: "Connections in this instance's database pool: open in all, and idle among them.",
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'open' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'fintrain_db_pool_max_connections',
    help: "The most connections this instance's pool opens (DATABASE_POOL_SIZE).",
    registers,
    collect() {
      // node-postgres's own default when no max is given.
      this.set(pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: 'fintrain_db_pool_waiting_clients',
    help: 'Queries on this instance waiting for a free connection of its pool.',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
}
