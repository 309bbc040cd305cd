import { CERTIFICATE_KEYS_PATH } from '@contract/certificate.ts';
import type { App } from '../types.ts';

/**
 * GET /.well-known/certificate-keys.json (ADR 057): the JWK Set of every key that signed a
 * certificate, the current one and the retired ones, so that anyone can check a certificate or
 * its Open Badges credential offline. Outside /api, like robots.txt: a well-known URI (RFC 8615)
 * that verifiers keep using long after issue. Public and cross-origin: a verifier in a browser
 * on another site may read it.
 */
export default async function certificateKeyRoutes(app: App) {
  app.get(CERTIFICATE_KEYS_PATH, async (_request, reply) => {
    const signer = await app.certificateSigner();
    return (
      reply
        .header('content-type', 'application/jwk-set+json')
        .header('cache-control', 'public, max-age=3600')
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        // Bytes, so Fastify adds no charset parameter: JSON is UTF-8 by definition (RFC 8259).
        .send(Buffer.from(JSON.stringify(signer.keySet()), 'utf8'))
    );
  });
}
