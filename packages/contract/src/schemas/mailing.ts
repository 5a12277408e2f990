import { z } from 'zod';
import { PHONE_PATTERN } from './baseData.ts';
import { pageOf, pageQuery } from './list.ts';

/**
 * Mailing (邮寄发行, 220; /editorialReview/distributionMailing; docs/production.md "Mailing"): who
 * gets copies of a printed issue, the batches they go out in with an express company, each
 * parcel's tracking number and its tracking state.
 */

/** Copies an author gets when the recipient is added from the contents. */
export const AUTHOR_COPIES = 2;
/** At most this many copies to one recipient (a library's standing order). */
export const MAX_COPIES = 500;
/** At most this many rows in one batch, one tracking entry, or one courier spreadsheet. */
export const MAILING_MAX_ROWS = 500;
/** A tracking number as couriers print them. */
export const TRACKING_NO_PATTERN = /^[A-Za-z0-9-]{6,40}$/;

/** The tracking states a parcel can be in (the carrier provider's answer, mapped). */
export const TRACKING_STATES = ['none', 'pending', 'inTransit', 'delivered', 'exception'] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];
export const TRACKING_STATE_LABELS: Record<TrackingState, { zh: string; en: string }> = {
  none: { zh: '未填运单号', en: 'No tracking number' },
  pending: { zh: '待揽收', en: 'Awaiting pickup' },
  inTransit: { zh: '运输中', en: 'In transit' },
  delivered: { zh: '已签收', en: 'Delivered' },
  exception: { zh: '异常', en: 'Problem' },
};

const id = z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).positive({ error: 'invalid' });
const bodyId = z.number({ error: 'invalid' }).int({ error: 'invalid' }).positive({ error: 'invalid' });
const text = (max: number) => z.string({ error: 'invalid' }).trim().max(max, { error: 'tooLong' });
const required = (max: number) => text(max).min(1, { error: 'required' });

/** A recipient's address and copies, as a person enters them (every field checked). */
export const recipientFields = {
  name: required(50),
  phone: required(20).regex(PHONE_PATTERN, { error: 'invalid' }),
  province: required(20),
  city: required(30),
  district: text(30).default(''),
  address: required(200),
  postcode: text(6)
    .refine((v) => v === '' || /^\d{6}$/.test(v), { error: 'invalid' })
    .default(''),
  organization: text(100).default(''),
  copies: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(MAX_COPIES, { error: 'invalid' }),
};

export const mailingIssueQuery = z.object({ issueId: id });
export const mailingIssuesQuery = z.object({ ...pageQuery, journalId: id });

export const recipientAddBody = z.object({ issueId: bodyId, ...recipientFields });
export const recipientUpdateBody = z.object({
  id: bodyId,
  version: z.number({ error: 'invalid' }).int().min(0, { error: 'invalid' }),
  ...recipientFields,
});
export const generateRecipientsBody = z.object({ issueId: bodyId });

export const batchBody = z.object({
  issueId: bodyId,
  expressCompanyId: bodyId,
  recipientIds: z
    .array(bodyId, { error: 'invalid' })
    .min(1, { error: 'required' })
    .max(MAILING_MAX_ROWS, { error: 'invalid' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'invalid' }),
});

export const trackingNo = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .regex(TRACKING_NO_PATTERN, { error: 'invalid' });
export const trackingBody = z.object({
  shipments: z
    .array(z.object({ id: bodyId, trackingNo }), { error: 'invalid' })
    .min(1, { error: 'required' })
    .max(MAILING_MAX_ROWS, { error: 'invalid' })
    .refine((rows) => new Set(rows.map((r) => r.id)).size === rows.length, { error: 'invalid' }),
});
export const trackingImportQuery = z.object({ issueId: id });
export const trackingRefreshBody = z.object({ batchId: bodyId });

export const shipmentRow = z.object({
  id: z.number(),
  batchId: z.number(),
  trackingNo: z.string().nullable(),
  trackingState: z.enum(TRACKING_STATES),
  trackingEvent: z.string(),
  trackedAt: z.string().nullable(),
});

export const RECIPIENT_ACTIONS = ['edit', 'remove'] as const;
export const recipientRow = z.object({
  id: z.number(),
  kind: z.enum(['author', 'manual']),
  manuscriptId: z.number().nullable(),
  articleNo: z.string().nullable(),
  title: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  postcode: z.string(),
  organization: z.string(),
  copies: z.number(),
  /** Whether the address is complete enough to ship (name, phone, province, city, address). */
  complete: z.boolean(),
  shipment: shipmentRow.nullable(),
  version: z.number(),
  actions: z.array(z.enum(RECIPIENT_ACTIONS)),
});
export type RecipientRow = z.infer<typeof recipientRow>;

export const batchRow = z.object({
  id: z.number(),
  expressCompanyId: z.number(),
  expressCompanyName: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
  shipments: z.number(),
  tracked: z.number(),
  delivered: z.number(),
});

export const MAILING_ISSUE_ACTIONS = ['ship', 'refresh'] as const;
/** An issue's mailing: its recipients (with their parcels) and batches, and what the caller may do. */
export const mailingIssue = z.object({
  issue: z.object({
    id: z.number(),
    journalId: z.number(),
    year: z.number(),
    volume: z.number(),
    number: z.number(),
    /** Every article's status, or null while they are not all at one. */
    status: z.number().nullable(),
  }),
  recipients: z.array(recipientRow),
  batches: z.array(batchRow),
  actions: z.array(z.enum(MAILING_ISSUE_ACTIONS)),
});

/** An issue at mailing or after, with its progress. */
export const mailingIssueRow = z.object({
  id: z.number(),
  year: z.number(),
  volume: z.number(),
  number: z.number(),
  status: z.number().nullable(),
  articles: z.number(),
  recipients: z.number(),
  copies: z.number(),
  shipped: z.number(),
  tracked: z.number(),
  delivered: z.number(),
});
export const mailingIssuesPage = pageOf(mailingIssueRow);

export const countAnswer = z.object({ count: z.number() });
export const refreshAnswer = z.object({ checked: z.number(), failed: z.number() });

/** The logistics service's calls (SPEC §7), form posts. */
export const expressListBody = z.object({});
export const expressOption = z.object({ id: z.number(), name: z.string(), code: z.string() });
export const payBatchBody = z.object({ payBatchId: id });
export const expressOrder = z.object({
  id: z.number(),
  recipientId: z.number(),
  articleNo: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  copies: z.number(),
  trackingNo: z.string().nullable(),
  trackingState: z.enum(TRACKING_STATES),
  trackingEvent: z.string(),
  trackedAt: z.string().nullable(),
});
export const payBatchDetail = z.object({
  payBatchId: z.number(),
  issueId: z.number(),
  expressCompany: expressOption,
  createdAt: z.string(),
  orders: z.array(expressOrder),
});

/** Whether a recipient can be shipped to: name, a valid phone, province, city and address. */
export function addressComplete(r: {
  name: string;
  phone: string;
  province: string;
  city: string;
  address: string;
}): boolean {
  return (
    r.name.trim() !== '' &&
    PHONE_PATTERN.test(r.phone) &&
    r.province.trim() !== '' &&
    r.city.trim() !== '' &&
    r.address.trim() !== ''
  );
}
