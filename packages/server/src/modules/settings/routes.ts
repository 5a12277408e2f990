import {
  loginPageBody,
  loginPageSchema,
  pressSettingsBody,
  pressSettingsSchema,
} from '@jb/contract/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../platform/access.ts';
import { emptyEnvelope, envelope, ok } from '../../platform/http.ts';
import { ownPress } from '../../platform/tenancy.ts';
import { loginPageByCode, readSettings, saveLoginPage, saveSettings } from './service.ts';

const area = 'manage.otherSettings';
const tags = ['settings'];
const pressQuery = z.object({
  pressId: z.coerce.number().int().positive().optional(),
  timestamp: z.string().optional(),
});
const settingsAnswer = z.object({
  settings: pressSettingsSchema,
  loginPage: loginPageSchema.nullable(),
  version: z.number(),
});

/** Press-wide settings (otherSettings; read on baseData too) and the custom login page. */
export function settingsRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sys/settings/detail',
      {
        config: { access: { permission: [area, 'editorialReview.baseData'] } },
        schema: {
          tags,
          summary: 'Settings of my press',
          querystring: pressQuery,
          response: { 200: envelope(settingsAnswer) },
        },
      },
      async (req) => ok(await readSettings(db, ownPress(requireAuth(req.auth), req.query.pressId)), req.lang),
    );
    app.put(
      '/sys/settings/save',
      {
        config: { access: { permission: `${area}.edit` } },
        schema: {
          tags,
          summary: 'Save press settings (number format, reminders, contribute and ad settings, score sheet)',
          body: pressSettingsBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await saveSettings(
          db,
          ownPress(requireAuth(req.auth), req.body.pressId),
          req.body.version,
          req.body.settings,
        );
        return ok(null, req.lang);
      },
    );
    app.put(
      '/sys/settings/loginPage',
      {
        config: { access: { permission: `${area}.edit` } },
        schema: {
          tags,
          summary: 'Save the custom login page',
          body: loginPageBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (req) => {
        await saveLoginPage(
          db,
          ownPress(requireAuth(req.auth), req.body.pressId),
          req.body.version,
          req.body.loginPage,
        );
        return ok(null, req.lang);
      },
    );
    app.get(
      '/sys/common/loginPage',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The custom login page of a press, by its code (for /loginAdmin?press=CODE)',
          querystring: z.object({
            press: z.string().trim().min(1).max(20),
            timestamp: z.string().optional(),
          }),
          response: { 200: envelope(loginPageSchema.extend({ pressName: z.string() }).nullable()) },
        },
      },
      async (req) => ok(await loginPageByCode(db, req.query.press), req.lang),
    );
  };
}
