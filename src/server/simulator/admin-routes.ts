import { endpoints } from '@contract/endpoints.ts';
import { forbiddenCharacter } from '@contract/fields.ts';
import { MESSAGES } from '@contract/messages.ts';
import { MARKET_IMPORT_FIELD, MARKET_LIMITS } from '@contract/simulator.ts';
import multipart from '@fastify/multipart';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { importMarketData, marketStatus } from './market-import.ts';
import { getSimulatorSettings, saveSimulatorSettings } from './settings.ts';

/** Market data imports and status, and each program's simulator settings (docs/product.md §14, ADRs 033, 053). */
export default async function marketAdminRoutes(app: App) {
  // This plugin's own multipart parser: one file, no other field, up to a few years of bhavcopies.
  await app.register(multipart, {
    limits: { files: 1, fields: 0, parts: 1, fileSize: MARKET_LIMITS.importBytes },
  });

  route(app, endpoints.adminMarketImport, async (request, reply) => {
    if (!request.isMultipart())
      return reply.status(415).send({ message: MESSAGES.simulator.importNotMultipart });
    let part: Awaited<ReturnType<typeof request.file>>;
    try {
      part = await request.file();
    } catch (error) {
      const code = (error as { code?: string }).code;
      const message = code?.endsWith('_LIMIT')
        ? MESSAGES.simulator.importOneFile
        : MESSAGES.simulator.importNotMultipart;
      return reply.status(400).send({ message });
    }
    if (!part || part.fieldname !== MARKET_IMPORT_FIELD) {
      part?.file.resume();
      return reply.status(400).send({ message: MESSAGES.simulator.importNoFile });
    }
    // Streamed: rows are written as they arrive, and the transaction is rolled back if the file
    // turns out larger than the limit (the stream ends early and `truncated` is set).
    // The name is the client's: no control characters (PostgreSQL refuses NUL), and cut to length.
    const fileName =
      [...part.filename]
        .filter((character) => !forbiddenCharacter(character, 'single-line'))
        .join('')
        .slice(0, MARKET_LIMITS.importFileName) || 'bhavcopy.csv';
    const result = await importMarketData(app.db, requireSession(request).user, fileName, {
      async *[Symbol.asyncIterator]() {
        for await (const chunk of part.file) yield chunk as Buffer;
        if (part.file.truncated) throw new FileTooLarge();
      },
    }).catch((error: unknown) => {
      if (error instanceof FileTooLarge) return undefined;
      throw error;
    });
    if (result === undefined) return reply.status(413).send({ message: MESSAGES.simulator.importTooLarge });
    return {
      instruments: result.instruments,
      bars: result.bars,
      skipped: result.skipped,
      skipped_total: result.skippedTotal,
      format: result.format,
      rows_read: result.rowsRead,
      rows_stored: result.rowsStored,
      rows_skipped: result.rowsSkipped,
      stored_by_series: result.storedBySeries,
      skipped_by_reason: result.skippedByReason,
    };
  });

  route(app, endpoints.adminMarketStatus, async () =>
    marketStatus(app.db, app.config.marketDataLagDays, app.now()),
  );

  route(app, endpoints.adminProgramSimulator, async (request) =>
    getSimulatorSettings(app.db, request.params.id),
  );

  route(app, endpoints.adminProgramSimulatorEdit, async (request) =>
    saveSimulatorSettings(app.db, requireSession(request).user, request.params.id, request.body),
  );
}

class FileTooLarge extends Error {}
