import { notFound } from '@/server/core/app-error';
import { route } from '@/server/http/route';

// Unknown /api/v1 paths answer a JSON 404 instead of the HTML not-found page.
const missing = route({ auth: 'public' }, async () => {
  throw notFound('errors.routeNotFound');
});

export { missing as DELETE, missing as GET, missing as PATCH, missing as POST, missing as PUT };
