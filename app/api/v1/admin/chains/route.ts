import { createChainBody } from '@/lib/contracts/admin';
import { route } from '@/server/http/route';
import { createChain } from '@/server/modules/admin/create-chain';
import { listChains } from '@/server/modules/admin/list-chains';

export const GET = route({ auth: 'admin' }, ({ db }) => listChains(db));

export const POST = route({ auth: 'admin', body: createChainBody }, ({ db, body }) => createChain(db, body));
