import {
  AlertListSchema,
  AlertSchema,
  AlertsQuerySchema,
  ContactsAlertBodySchema,
  ContactsAlertResponseSchema,
  CreateAlertBodySchema,
  CreateAlertResponseSchema,
  IdParamsSchema,
  RespondToAlertBodySchema,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { VerifiedPhoneGuard } from '../../platform/identity/require-verified-phone';
import { readSessionUserId, requireIdentity } from '../../platform/identity/session-cookie';
import { alertListSerializerCompiler } from './alert-presenter';
import type { AlertsService } from './alerts.service';

const HTTP_CREATED = 201;

/** P1 §7 alert calls, plus ending one (DESIGN.md "Server API"). */
export const alertsRoutes: FastifyPluginAsyncZod<{
  alertsService: AlertsService;
  requireVerifiedPhone: VerifiedPhoneGuard;
}> = async (app, { alertsService, requireVerifiedPhone }) => {
  app.post(
    '/api/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary:
          'Send a Red Zone alert (verified phone; at most 3 per 10 minutes). Stored before the answer; the permanent-verification header is ignored. The answer adds whom it reached, for its sender.',
        body: CreateAlertBodySchema,
        response: { [HTTP_CREATED]: CreateAlertResponseSchema },
      },
    },
    async (request, reply) => {
      // The service checks the verified phone in the same read as the trusted contacts.
      const alert = await alertsService.create(requireIdentity(request), request.body);
      return reply.code(HTTP_CREATED).send(alert);
    },
  );

  app.post(
    '/api/alerts/contacts',
    {
      schema: {
        tags: ['alerts'],
        summary:
          'With no position yet: text every trusted contact (verified phone; at most 3 per 10 minutes). Nobody else is alerted and nothing is listed.',
        body: ContactsAlertBodySchema,
        response: { 200: ContactsAlertResponseSchema },
      },
    },
    async (request) => {
      return alertsService.alertContactsOnly(await requireVerifiedPhone(request), request.body);
    },
  );

  app.get(
    '/api/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary:
          'Active alerts, newest first. With latitude and longitude: those whose radius covers the point, plus VIP alerts sent to this session.',
        querystring: AlertsQuerySchema,
        response: { 200: AlertListSchema },
      },
      serializerCompiler: alertListSerializerCompiler,
    },
    async (request, reply) => {
      const { latitude, longitude } = request.query;
      if ((latitude === undefined) !== (longitude === undefined)) {
        throw new AppError(
          HTTP_STATUS.badRequest,
          'validation_failed',
          'Give both latitude and longitude, or neither.',
        );
      }
      const near =
        latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
      reply.header('cache-control', 'no-store');
      return alertsService.list({ near, viewerId: readSessionUserId(request) });
    },
  );

  app.post(
    '/api/alerts/:id/respond',
    {
      schema: {
        tags: ['alerts'],
        summary:
          'Respond to an alert (verified phone). Each verified number counts once; every 5 responders grow the radius by 100 yards.',
        params: IdParamsSchema,
        body: RespondToAlertBodySchema,
        response: { 200: AlertSchema },
      },
    },
    async (request) => {
      return alertsService.respond(
        await requireVerifiedPhone(request),
        request.params.id,
        request.body,
      );
    },
  );

  app.post(
    '/api/alerts/:id/end',
    {
      schema: {
        tags: ['alerts'],
        summary: 'End Emergency: its creator ends the alert, which leaves every list',
        params: IdParamsSchema,
        response: { 200: AlertSchema },
      },
    },
    async (request) => alertsService.end(requireIdentity(request), request.params.id),
  );
};
