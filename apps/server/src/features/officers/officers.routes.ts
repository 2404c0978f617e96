import {
  CreateOfficerBodySchema,
  CreateOfficerReportBodySchema,
  DeleteOfficerOrReportBodySchema,
  IdParamsSchema,
  OfficerListSchema,
  OfficerReportListSchema,
  OfficerReportSchema,
  OfficerSchema,
  OfficersQuerySchema,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VerifiedPhoneGuard } from '../../platform/identity/require-verified-phone';
import { readSessionUserId, requireIdentity } from '../../platform/identity/session-cookie';
import { officerListSerializerCompiler } from './officer-presenter';
import type { OfficersService } from './officers.service';

const HTTP_CREATED = 201;
const HTTP_NO_CONTENT = 204;

/**
 * P2 §7 officer and report calls, plus GET /api/officers/{id} (docs/decisions/016). Who may
 * write comes from the session cookie; the spec's `user-id` header is never read.
 */
export const officersRoutes: FastifyPluginAsyncZod<{
  officersService: OfficersService;
  requireVerifiedPhone: VerifiedPhoneGuard;
}> = async (app, { officersService, requireVerifiedPhone }) => {
  app.get(
    '/api/officers',
    {
      schema: {
        tags: ['officers'],
        summary:
          'Search officers by name (words in any order, partial), badge number or department, in a city and state; best matches first, then most reported; at most 48',
        querystring: OfficersQuerySchema,
        response: { 200: OfficerListSchema },
      },
      serializerCompiler: officerListSerializerCompiler,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return officersService.search(request.query, readSessionUserId(request));
    },
  );

  app.get(
    '/api/officers/:id',
    {
      schema: {
        tags: ['officers'],
        summary: 'One officer with their grade and report counts',
        params: IdParamsSchema,
        response: { 200: OfficerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return officersService.get(request.params.id, readSessionUserId(request));
    },
  );

  app.post(
    '/api/officers',
    {
      schema: {
        tags: ['officers'],
        summary:
          'Create an officer profile (verified phone). One profile per badge number in a department (409).',
        body: CreateOfficerBodySchema,
        response: { [HTTP_CREATED]: OfficerSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await requireVerifiedPhone(request);
      const officer = await officersService.create(userId, request.body);
      return reply.code(HTTP_CREATED).send(officer);
    },
  );

  app.delete(
    '/api/officers/:id',
    {
      schema: {
        tags: ['officers'],
        summary:
          "Delete an officer profile and its creator's own reports (its creator only); 409 officer_has_reports while anyone else's report is on it. While a stop PIN is set, the body's pin must be it.",
        params: IdParamsSchema,
        body: DeleteOfficerOrReportBodySchema.nullish(),
      },
    },
    async (request, reply) => {
      await officersService.remove(
        { userId: requireIdentity(request), clientAddress: request.ip },
        request.params.id,
        request.body?.pin,
      );
      return reply.code(HTTP_NO_CONTENT).send();
    },
  );

  app.get(
    '/api/officers/:id/reports',
    {
      schema: {
        tags: ['officers'],
        summary:
          "An officer's reports, newest first (at most 100). An anonymous report names its author to that author only.",
        params: IdParamsSchema,
        response: { 200: OfficerReportListSchema },
      },
    },
    async (request, reply) => {
      // Depends on who asks (anonymous authors see their own id): never shared by a cache.
      reply.header('cache-control', 'no-store');
      return officersService.listReports(request.params.id, readSessionUserId(request));
    },
  );

  app.post(
    '/api/officers/:id/reports',
    {
      schema: {
        tags: ['officers'],
        summary:
          'File a graded report (verified phone): one per officer and 10 in all per 24 hours (429 with Retry-After)',
        params: IdParamsSchema,
        body: CreateOfficerReportBodySchema,
        response: { [HTTP_CREATED]: OfficerReportSchema },
      },
    },
    async (request, reply) => {
      const caller = await requireVerifiedPhone(request);
      const report = await officersService.createReport(caller, request.params.id, request.body);
      return reply.code(HTTP_CREATED).send(report);
    },
  );

  app.delete(
    '/api/reports/:id',
    {
      schema: {
        tags: ['officers'],
        summary:
          "Delete a report (its author only); the officer's grade is updated with it. While a stop PIN is set, the body's pin must be it.",
        params: IdParamsSchema,
        body: DeleteOfficerOrReportBodySchema.nullish(),
      },
    },
    async (request, reply) => {
      await officersService.removeReport(
        { userId: requireIdentity(request), clientAddress: request.ip },
        request.params.id,
        request.body?.pin,
      );
      return reply.code(HTTP_NO_CONTENT).send();
    },
  );
};
