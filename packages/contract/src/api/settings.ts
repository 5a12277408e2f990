import { z } from 'zod';
import {
  loginPageBody,
  pressLoginPage,
  pressLoginPageQuery,
  pressSettingsBody,
  settingsDetail,
  settingsQuery,
} from '../schemas/settings.ts';
import { defineCall } from './define.ts';

/** Press-wide settings (otherSettings; read on baseData too) and the custom login page. */
const area = 'manage.otherSettings';
const tags = ['settings'] as const;

export const settingsRead = defineCall({
  method: 'GET',
  path: '/sys/settings/detail',
  access: { permission: [area, 'editorialReview.baseData'] },
  tags,
  summary: 'Settings of my press',
  query: settingsQuery,
  response: settingsDetail,
});

export const settingsSave = defineCall({
  method: 'PUT',
  path: '/sys/settings/save',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Save press settings (number format, reminders, contribute and ad settings, score sheet)',
  body: pressSettingsBody,
  response: z.null(),
});

export const loginPageSave = defineCall({
  method: 'PUT',
  path: '/sys/settings/loginPage',
  access: { permission: `${area}.edit` },
  tags,
  summary: 'Save the custom login page',
  body: loginPageBody,
  response: z.null(),
});

export const publicLoginPage = defineCall({
  method: 'GET',
  path: '/sys/common/loginPage',
  access: 'public',
  tags,
  summary: 'The custom login page of a press, by its code (for /loginAdmin?press=CODE)',
  query: pressLoginPageQuery,
  response: pressLoginPage,
});
