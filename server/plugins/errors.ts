import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode, errorCodes, type FieldIssue, issueKey } from '#shared/errors.ts';
import { isDatabaseDown } from '../lib/database-down.ts';
import { isRefusedText } from '../lib/refused-text.ts';
import { translator } from '../lib/i18n.ts';

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  issues: FieldIssue[] = [],
) {
  const t = translator(request.lang);
  const { status, message } = errorCodes[code];
  const body: { code: ErrorCode; message: string; issues?: FieldIssue[] } = {
    code,
    message: t(message, params),
  };
  // throttling answers say when to come back
  if (code === 'RATE_LIMITED' && 'retryAfter' in params)
    reply.header('Retry-After', String(params.retryAfter));
  if (issues.length) body.issues = issues.map((i) => ({ ...i, message: t(i.code) }));
  return reply.status(status).send(body);
}

function zodIssues(error: FastifyError): FieldIssue[] {
  const validation = (error.validation ?? []) as Array<{
    instancePath?: string;
    message?: string;
    params?: { issue?: { path?: unknown[] } };
  }>;
  return validation.map((v) => {
    const path =
      (v.params?.issue?.path ?? []).join('.') ||
      (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    return { path, code: issueKey(v.message) };
  });
}

/**
 * One error handler for the whole app: codes map to statuses and messages in the request's language;
 * anything unexpected is logged with its stack and answered as a plain 500 with no internals.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(request, reply, error.code, error.params, error.issues);
    if (hasZodFastifySchemaValidationErrors(error))
      return send(request, reply, 'VALIDATION_FAILED', {}, zodIssues(error));
    if (error.validation) return send(request, reply, 'VALIDATION_FAILED', {}, zodIssues(error));
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(request, reply, 'PAYLOAD_TOO_LARGE');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(request, reply, 'UNSUPPORTED_MEDIA_TYPE');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return send(request, reply, 'VALIDATION_FAILED');
    }
    // the safety net for a text field whose schema forgot the control-character check: PostgreSQL
    // refuses NUL in text (22021 invalid byte sequence, 22P05 untranslatable character)
    if (isRefusedText(error)) return send(request, reply, 'INVALID_CHARACTERS');
    if (error.statusCode === 429) return send(request, reply, 'RATE_LIMITED');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(request, reply, error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED');
    }
    const dbDown = isDatabaseDown(error);
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, dbDown ? 'SERVICE_UNAVAILABLE' : 'INTERNAL');
  });
});
