import { http, HttpResponse } from 'msw';
import { ATTACHMENT_MAX_BYTES, attachmentFields } from '@/lib/contracts/activities';
import { ActivityStatus } from '@/lib/enums/activities';
import { type MockShop, mockState } from '../data';
import { badRequest, MockApiError } from '../errors';
import { activityConflict, actorOf, findActivity, isClosed, toActivity, touch } from './activity-answers';
import { API, idOf, parseBody, route } from './route';
import { shopCall } from './shared';

// ---- an activity's files (/activity-attachments), as server/modules/activities ----
// (add-activity-attachment.ts, delete-activity-attachment.ts) behind server/http/multipart.ts: a
// line's result or a grooming's before/after photo, an image or a PDF of at most 10 MB, added
// unless the activity was canceled and removed while it is open. The server sniffs the content;
// the mock trusts the declared type, and keeps no file: `fileId` names what /files/{id} would serve.

const PERMISSION = 'ACTIVITY_EXECUTE';
const FILE_FIELD = 'file';
const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

/** The form's fields and its one file, refused as the server's multipart reader refuses it. */
async function readAttachmentForm(request: Request): Promise<{ fields: Record<string, string>; file: File }> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new MockApiError('UnsupportedMediaType', 'errors.multipartRequired');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('errors.malformedForm');
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (key !== FILE_FIELD && typeof value === 'string') fields[key] = value;
  const entry = form.get(FILE_FIELD);
  if (!entry || typeof entry === 'string' || entry.size === 0) throw badRequest('errors.fileRequired', FILE_FIELD);
  if (entry.size > ATTACHMENT_MAX_BYTES) throw new MockApiError('PayloadTooLarge', 'errors.attachmentTooLarge');
  if (!ACCEPTED.has(entry.type)) throw badRequest('errors.imageOrPdfOnly', FILE_FIELD);
  return { fields, file: entry as File };
}

/** An attachment of this shop, with its activity. */
function findAttachment(shop: MockShop, id: string) {
  for (const activity of Object.values(mockState.activities)) {
    const attachment = activity.shopId === shop.id ? activity.attachments.find((a) => a.id === id) : undefined;
    if (attachment) return { attachment, activity };
  }
  throw new MockApiError('NotFound', 'errors.attachmentNotFound');
}

export const activityAttachmentHandlers = [
  // multipart: `file`, `activityId`, `kind` (result, before, after), `serviceLineId`
  http.post(
    `${API}/activity-attachments`,
    route(async (request) => {
      const { shop, user } = shopCall(request, PERMISSION);
      const { fields, file } = await readAttachmentForm(request);
      const body = parseBody(attachmentFields, fields);
      const activity = findActivity(shop, body.activityId);
      if (activity.status === ActivityStatus.CANCELED) throw activityConflict('errors.activityClosed', activity.status);
      if (body.serviceLineId && !activity.services.some((l) => l.id === body.serviceLineId)) throw new MockApiError('NotFound', 'errors.serviceLineNotFound');
      activity.attachments.push({
        id: crypto.randomUUID(),
        fileId: crypto.randomUUID(),
        kind: body.kind,
        name: (file.name || 'attachment').slice(0, 200),
        mimeType: file.type,
        serviceLineId: body.serviceLineId ?? null,
        createdBy: user.id,
        createdAt: new Date().toISOString(),
      });
      touch(activity);
      return toActivity(activity, actorOf(user).mayViewDetails);
    }),
  ),

  // a file attached by mistake, while its activity is open
  http.delete(
    `${API}/activity-attachments/:id`,
    route((request, params) => {
      const { shop } = shopCall(request, PERMISSION);
      const { attachment, activity } = findAttachment(shop, idOf(params));
      if (isClosed(activity.status)) throw activityConflict('errors.activityClosed', activity.status);
      activity.attachments = activity.attachments.filter((a) => a !== attachment);
      touch(activity);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
