import { z } from 'zod';

const days = z.number({ error: 'invalid' }).int().min(0, { error: 'invalid' }).max(365, { error: 'invalid' });

/** One item of the expert-review score sheet: a name and its weight in percent. */
export const scoreItem = z.object({
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(30, { error: 'tooLong' }),
  weight: z.number({ error: 'invalid' }).int().min(1, { error: 'invalid' }).max(100, { error: 'invalid' }),
});

/** Press-wide settings (otherSettings / baseData). */
export const pressSettingsSchema = z.object({
  /** Manuscript number format: {JOURNAL} journal code, {YYYY} year, {MM} month, {SEQ:n} n-digit sequence. */
  manuscriptNumberFormat: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(60, { error: 'tooLong' })
    .refine((v) => /\{SEQ(:\d)?\}/.test(v), { error: 'settings.seq' })
    .default('{JOURNAL}-{YYYY}-{SEQ:5}'),
  reminderDays: days.default(3),
  contribute: z
    .object({
      open: z.boolean().default(true),
      maxFileMb: z.number().int().min(1).max(200).default(50),
      allowedTypes: z
        .array(z.enum(['doc', 'docx', 'pdf', 'tex', 'zip']))
        .min(1, { error: 'required' })
        .default(['doc', 'docx', 'pdf']),
    })
    .default({ open: true, maxFileMb: 50, allowedTypes: ['doc', 'docx', 'pdf'] }),
  ad: z
    .object({
      enabled: z.boolean().default(false),
      text: z.string().trim().max(200, { error: 'tooLong' }).default(''),
      link: z.string().trim().max(300).default(''),
    })
    .default({ enabled: false, text: '', link: '' }),
  score: z
    .object({
      items: z.array(scoreItem).min(1, { error: 'required' }).max(20),
      /** The top of the scale each item is marked on (e.g. 5 or 10 or 100). */
      scale: z.number().int().min(2, { error: 'invalid' }).max(100, { error: 'invalid' }),
    })
    .refine((s) => s.items.reduce((n, i) => n + i.weight, 0) === 100, {
      error: 'score.weights',
      path: ['items'],
    })
    .default({
      items: [
        { name: '创新性', weight: 40 },
        { name: '科学性', weight: 40 },
        { name: '写作规范', weight: 20 },
      ],
      scale: 10,
    }),
  /**
   * Finance: a discount taking more than `discountAbnormalPercent` of an order's amount marks it
   * abnormal (abnormalFlag 2); the invoices' tax rate; when an invoice not issued expires.
   */
  finance: z
    .object({
      discountAbnormalPercent: z
        .number({ error: 'invalid' })
        .int({ error: 'invalid' })
        .min(1, { error: 'invalid' })
        .max(100, { error: 'invalid' })
        .default(50),
      /**
       * The VAT rate of the press's invoices, in percent: it depends on the press's tax status
       * (a small-scale taxpayer 1 or 3, a general taxpayer 6, 9 or 13), so it is the press's to set.
       */
      taxRatePercent: z
        .number({ error: 'invalid' })
        .int({ error: 'invalid' })
        .min(0, { error: 'invalid' })
        .max(17, { error: 'invalid' })
        .default(6),
      /** Days after its request an invoice not issued counts as expired (status 6). */
      invoiceExpiryDays: z
        .number({ error: 'invalid' })
        .int({ error: 'invalid' })
        .min(1, { error: 'invalid' })
        .max(365, { error: 'invalid' })
        .default(90),
    })
    .default({ discountAbnormalPercent: 50, taxRatePercent: 6, invoiceExpiryDays: 90 }),
});
export type PressSettings = z.infer<typeof pressSettingsSchema>;

export const pressSettingsBody = z.object({
  version: z.number().int().min(0),
  pressId: z.number().int().positive().optional(),
  settings: pressSettingsSchema,
});

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'invalid' });
/** A press's custom login page. Images are data URLs (PNG, JPEG or SVG, at most 200 KB each). */
const image = z
  .string()
  .max(280_000, { error: 'tooLong' })
  .refine((v) => v === '' || /^data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(v), {
    error: 'invalid',
  });
export const loginPageSchema = z.object({
  title: z.string().trim().min(1, { error: 'required' }).max(40, { error: 'tooLong' }),
  subtitle: z.string().trim().max(80, { error: 'tooLong' }).default(''),
  logo: image.default(''),
  background: image.default(''),
  primaryColor: color.default('#1677ff'),
  backgroundColor: color.default('#0b1f3a'),
});
export type LoginPage = z.infer<typeof loginPageSchema>;

/** Whose settings: my press, or the named one for platform operators. */
export const settingsQuery = z.object({
  pressId: z.coerce.number().int().positive().optional(),
  timestamp: z.string().optional(),
});

/** A press's settings and login page, with the version both saves check. */
export const settingsDetail = z.object({
  settings: pressSettingsSchema,
  loginPage: loginPageSchema.nullable(),
  version: z.number(),
});
export type SettingsDetail = z.infer<typeof settingsDetail>;

/** The public login-page call (`/loginAdmin?press=CODE`): the press's code. */
export const pressLoginPageQuery = z.object({
  press: z.string().trim().min(1).max(20),
  timestamp: z.string().optional(),
});
/** A press's custom login page with its name; null when it has none. */
export const pressLoginPage = loginPageSchema.extend({ pressName: z.string() }).nullable();

export const loginPageBody = z.object({
  version: z.number().int().min(0),
  pressId: z.number().int().positive().optional(),
  loginPage: loginPageSchema,
});

export const expertSettingsSchema = z.object({
  expertCount: z
    .number({ error: 'invalid' })
    .int()
    .min(1, { error: 'invalid' })
    .max(10, { error: 'invalid' }),
  dueDays: z.number({ error: 'invalid' }).int().min(1, { error: 'invalid' }).max(180, { error: 'invalid' }),
  reminderDays: days,
  feeFen: z
    .number({ error: 'invalid' })
    .int({ error: 'money.fen' })
    .min(0, { error: 'invalid' })
    .max(10_000_000, { error: 'invalid' }),
  anonymous: z.boolean(),
});
export type ExpertSettings = z.infer<typeof expertSettingsSchema>;
/** A journal's expert review settings as read, with the version a save checks. */
export const expertSettingsDetail = expertSettingsSchema.extend({ version: z.number() });
export type ExpertSettingsDetail = z.infer<typeof expertSettingsDetail>;
export const expertSettingsBody = expertSettingsSchema.extend({
  journalId: z.number().int().positive(),
  version: z.number().int().min(0),
});
