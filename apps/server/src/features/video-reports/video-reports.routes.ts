import {
  CreateVideoReportBatchBodySchema,
  CreateVideoReportBodySchema,
  EmptyQuerySchema,
  IdParamsSchema,
  VideoReportListSchema,
  VideoReportSchema,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../platform/identity/session-cookie';
import type { VideoReportsService } from './video-reports.service';

const HTTP_CREATED = 201;

/** P1 §7 POST /api/video-reports, plus the batch the web app sends and the complaint document. */
export const videoReportsRoutes: FastifyPluginAsyncZod<{
  videoReportsService: VideoReportsService;
}> = async (app, { videoReportsService }) => {
  app.post(
    '/api/video-reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Report a recording to one agency (P1 §7: one call per agency).',
        body: CreateVideoReportBodySchema,
        response: { [HTTP_CREATED]: VideoReportSchema },
      },
    },
    async (request, reply) => {
      const [report] = await videoReportsService.file(requireIdentity(request), [request.body]);
      if (report === undefined) throw new Error('a filed report was not returned');
      return reply.code(HTTP_CREATED).send(report);
    },
  );

  app.post(
    '/api/video-reports/batch',
    {
      schema: {
        tags: ['reports'],
        summary: 'Report a recording to several agencies at once: all are stored, or none.',
        body: CreateVideoReportBatchBodySchema,
        response: { [HTTP_CREATED]: VideoReportListSchema },
      },
    },
    async (request, reply) => {
      const reports = await videoReportsService.file(
        requireIdentity(request),
        request.body.reports,
      );
      return reply.code(HTTP_CREATED).send(reports);
    },
  );

  app.get(
    '/api/video-reports',
    {
      schema: {
        tags: ['reports'],
        summary: "This session's reports, newest first.",
        querystring: EmptyQuerySchema,
        response: { 200: VideoReportListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return videoReportsService.list(requireIdentity(request));
    },
  );

  app.get(
    '/api/video-reports/:id/complaint.pdf',
    {
      schema: {
        tags: ['reports'],
        summary: 'The complaint document for one report, prepared for the person to file (PDF).',
        params: IdParamsSchema,
        querystring: EmptyQuerySchema,
      },
    },
    async (request, reply) => {
      const { report, pdf } = await videoReportsService.complaintPdf(
        requireIdentity(request),
        request.params.id,
      );
      const filename = `complaint-${report.agencyId}-${report.createdAt.slice(0, 10)}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(Buffer.from(pdf));
    },
  );
};
