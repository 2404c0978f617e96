import {
  CONTENT_CREDENTIALS_CERTIFICATES_PATH,
  EmptyQuerySchema,
  IdParamsSchema,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../platform/identity/session-cookie';
import type { ContentCredentialsService } from './content-credentials.service';

/** A sealed take as a signed MP4, for its owner only (another's answers 404), as the bundle is. */
export const contentCredentialsRoutes: FastifyPluginAsyncZod<{
  contentCredentialsService: ContentCredentialsService;
  certificatesPem: string;
}> = async (app, { contentCredentialsService, certificatesPem }) => {
  app.get(
    '/api/recordings/:id/export.mp4',
    {
      schema: {
        tags: ['recordings'],
        summary:
          'One of this session’s sealed recordings as an MP4 carrying Content Credentials (C2PA) signed by the server: the receipt, chain heads and log proof in an org.redzone.evidence assertion. A WebM take is remuxed (frames copied, not re-encoded) and says so (c2pa.repackaged, the WebM as ingredient). 409 recording_incomplete while uploading; 415 unsupported_media_type for a take whose tracks cannot be copied into MP4.',
        params: IdParamsSchema,
        querystring: EmptyQuerySchema,
      },
    },
    async (request, reply) => {
      const { filename, mp4 } = await contentCredentialsService.exportMp4(
        requireIdentity(request),
        request.params.id,
      );
      return reply
        .header('content-type', 'video/mp4')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(mp4.buffer, mp4.byteOffset, mp4.byteLength));
    },
  );

  app.get(
    CONTENT_CREDENTIALS_CERTIFICATES_PATH,
    {
      schema: {
        tags: ['recordings'],
        summary:
          'The certificate chain (PEM: the signing certificate, then its issuer) that signs exported MP4s: compare it with the one in a file’s manifest. Self-issued unless the deployment installed a CA’s.',
        querystring: EmptyQuerySchema,
      },
    },
    async (_request, reply) =>
      reply.header('content-type', 'application/x-pem-file').send(certificatesPem),
  );
};
