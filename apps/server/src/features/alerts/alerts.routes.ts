import {
  type Point,
  AlertListSchema,
  AlertSchema,
  AlertsQuerySchema,
  ContactsAlertBodySchema,
  ContactsAlertResponseSchema,
  CreateAlertBodySchema,
  CreateAlertResponseSchema,
  type DrillAnswer,
  DrillAnswerSchema,
  DrillBodySchema,
  EndAlertBodySchema,
  IdParamsSchema,
  RespondToAlertBodySchema,
} from '@redzone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type {
  VerifiedCaller,
  VerifiedPhoneGuard,
} from '../../platform/identity/require-verified-phone';
import { addressGroup } from '../../platform/http/client-address';
import { requireIdentity } from '../../platform/identity/session-cookie';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { alertListSerializerCompiler } from './alert-presenter';
import type { AlertsService } from './alerts.service';

const HTTP_CREATED = 201;

/** P1 §7 alert calls, plus ending one (DESIGN.md "Server API"). */
export const alertsRoutes: FastifyPluginAsyncZod<{
  alertsService: AlertsService;
  requireVerifiedPhone: VerifiedPhoneGuard;
  /** The drill (alert-drill.ts). */
  drill: (caller: VerifiedCaller, at: Point) => Promise<DrillAnswer>;
  /** GET /api/alerts per session, and per address (against scraping). */
  listLimiters: { bySession: RateLimiter; byAddress: RateLimiter };
}> = async (app, { alertsService, requireVerifiedPhone, listLimiters, drill }) => {
  async function countListing(userId: string, address: string): Promise<void> {
    let refusal: Awaited<ReturnType<RateLimiter['take']>>;
    try {
      refusal =
        (await listLimiters.bySession.take(userId)) ??
        (await listLimiters.byAddress.take(addressGroup(address)));
    } catch (error) {
      // Fail open, as the write limit does: a counter store that is down must not hide alerts.
      app.log.error({ err: error }, 'alert list rate limit not counted');
      return;
    }
    if (refusal === null) return;
    throw new AppError(
      HTTP_STATUS.tooManyRequests,
      'rate_limited',
      'Too many requests for the alert list. Wait a minute and try again.',
      { retryAfterSeconds: Math.max(1, Math.ceil(refusal.retryAfterMs / 1000)) },
    );
  }

  app.post(
    '/api/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary:
          'Send a Red Zone alert (verified phone; at most 3 per 10 minutes). Stored before the answer; the permanent-verification header is ignored. A built-in stand-in position is refused (400 location_unknown). The answer adds whom it reached, for its sender.',
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
          'Active alerts within ALERT_LIST_RADIUS_MILES (5) of a position, VIP alerts sent to this session and its own, newest first. Needs a session and a position; rate-limited per session and address.',
        querystring: AlertsQuerySchema,
        response: { 200: AlertListSchema },
      },
      serializerCompiler: alertListSerializerCompiler,
    },
    async (request, reply) => {
      const viewerId = requireIdentity(request);
      await countListing(viewerId, request.ip);
      const { latitude, longitude } = request.query;
      reply.header('cache-control', 'no-store');
      return alertsService.list({ near: { latitude, longitude }, viewerId });
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
    '/api/alerts/drill',
    {
      schema: {
        tags: ['alerts'],
        summary:
          "The drill: whom a real alert from the caller's own place would reach now (observers in the starting radius as none, few or many; confirmed trusted contacts). Needs a verified phone and a position reported within 200 m; 5 a day per number. Nothing is stored, sent or announced.",
        body: DrillBodySchema,
        response: { 200: DrillAnswerSchema },
      },
    },
    async (request) => drill(await requireVerifiedPhone(request), request.body),
  );

  app.post(
    '/api/alerts/:id/end',
    {
      schema: {
        tags: ['alerts'],
        summary:
          "End Emergency: its creator ends the alert, which leaves every list. With a stop PIN set the body's pin must be it (403 pin_required, pin_wrong; 5 tries in 10 minutes, then 429); the duress PIN is answered as an end while the alert goes on, marked duress. Once the creator's own view reads it as ended, every end answers that.",
        params: IdParamsSchema,
        // Optional: a client without PINs (or an older one) sends no body.
        body: EndAlertBodySchema.nullish(),
        response: { 200: AlertSchema },
      },
    },
    async (request) =>
      alertsService.end(
        { userId: requireIdentity(request), clientAddress: request.ip },
        request.params.id,
        request.body?.pin,
      ),
  );
};
