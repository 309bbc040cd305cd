import { Readable } from 'node:stream';
import { endpoints } from '@contract/endpoints.ts';
import { MEDIA_CHUNK_CONTENT_TYPE } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { presentMediaUpload } from './presenter.ts';
import { checkResumableUpload, receiveChunk, UploadRejected } from './upload.ts';
import { completeMediaUpload, getMediaUpload, startMediaUpload, storeChunk } from './upload-sessions.ts';

/**
 * Resumable video uploads (ADR 025): a video sent in chunks small enough for the request timeout,
 * each stored in media storage at once, so that any instance can take the next one.
 * One function: a route plugin is the list of its four routes, each a short handler calling the
 * upload-sessions steps; splitting it would only scatter the list.
 */
export default async function mediaUploadRoutes(app: App) {
  const { maxVideoBytes, chunkBytes } = app.config.media;

  route(app, endpoints.adminMediaUploadStart, async (request, reply) => {
    const { filename, size, content_type } = request.body;
    let declared: ReturnType<typeof checkResumableUpload>;
    try {
      declared = checkResumableUpload({ filename, size, contentType: content_type }, { maxVideoBytes });
    } catch (error) {
      if (error instanceof UploadRejected) return reply.status(error.status).send({ message: error.message });
      throw error;
    }
    const row = await startMediaUpload(app.db, {
      createdBy: requireSession(request).user.id,
      originalName: declared.originalName,
      contentType: declared.contentType,
      sizeBytes: size,
    });
    return presentMediaUpload(row, chunkBytes);
  });

  route(app, endpoints.adminMediaUploadStatus, async (request) =>
    presentMediaUpload(await getMediaUpload(app.db, request.params.id), chunkBytes),
  );

  // The chunk's raw body, in a plugin of its own: no other route accepts application/octet-stream.
  await app.register(async (chunkScope: App) => {
    // The body is handed over as the request stream, read by receiveChunk up to chunk_bytes; a
    // parser without parseAs gets no body limit from Fastify, so the limit is enforced there.
    chunkScope.addContentTypeParser(MEDIA_CHUNK_CONTENT_TYPE, (_request, payload, done) =>
      done(null, payload),
    );

    route(chunkScope, endpoints.adminMediaUploadChunk, { bodyLimit: chunkBytes }, async (request, reply) => {
      const body = request.body as unknown;
      if (!(body instanceof Readable))
        return reply.status(415).send({ message: MESSAGES.media.chunkContentType });
      const { offset } = request.query;
      // Cheap answers before reading the body: the upload, the offset, the announced length.
      const upload = await getMediaUpload(app.db, request.params.id).catch((error: unknown) => {
        body.resume();
        throw error;
      });
      if (upload.receivedBytes !== offset) {
        body.resume();
        return reply
          .status(409)
          .send({ message: MESSAGES.media.chunkOffset, received_bytes: upload.receivedBytes });
      }
      const announced = Number(request.headers['content-length'] ?? Number.NaN);
      if (announced > chunkBytes) {
        body.resume();
        return reply.status(413).send({ message: MESSAGES.media.chunkTooLarge });
      }
      if (offset + announced > upload.sizeBytes) {
        body.resume();
        return reply.status(400).send({ message: MESSAGES.media.chunkBeyondSize });
      }
      let chunk: Awaited<ReturnType<typeof receiveChunk>>;
      try {
        chunk = await receiveChunk(body, chunkBytes);
      } catch (error) {
        if (error instanceof UploadRejected)
          return reply.status(error.status).send({ message: error.message });
        throw error;
      }
      try {
        const result = await storeChunk(app.db, app.mediaStorage, {
          uploadId: upload.id,
          offset,
          filePath: chunk.filePath,
          sizeBytes: chunk.sizeBytes,
          chunkBytes,
        });
        if (result.outcome === 'stale')
          return reply
            .status(409)
            .send({ message: MESSAGES.media.chunkOffset, received_bytes: result.receivedBytes });
        return presentMediaUpload(result.upload, chunkBytes);
      } finally {
        await chunk.discard();
      }
    });
  });

  route(app, endpoints.adminMediaUploadComplete, async (request) => {
    const row = await completeMediaUpload(app.db, app.mediaStorage, request.params.id);
    return { _id: row.id, status: row.status };
  });
}
