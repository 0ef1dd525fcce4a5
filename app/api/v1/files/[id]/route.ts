import { idParams } from '@/lib/contracts/params';
import { notFound } from '@/server/core/app-error';
import { route } from '@/server/http/route';
import { getFile } from '@/server/modules/files/get-file';


// Serves an uploaded file with its sniffed type; ids are immutable, so it caches for long.
export const GET = route({ auth: 'user', params: idParams, allowSessionCookie: true }, async ({ db, user, params: { id } }) => {
  const file = await getFile(db, { user, fileId: id });
  if (!file) throw notFound('errors.fileNotFound');
  const asciiName = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(Buffer.from(file.data), {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(file.size),
      'Content-Disposition': `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'private, max-age=31536000, immutable',
      ETag: `"${file.sha256}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
