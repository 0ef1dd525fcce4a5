import { addBranchBody } from '@/lib/contracts/admin';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { addBranch } from '@/server/modules/admin/add-branch';

export const POST = route({ auth: 'admin', params: idParams, body: addBranchBody }, ({ db, params, body }) => addBranch(db, { chainId: params.id, branch: body }));
