import { chainMemberBody } from '@/lib/contracts/admin';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { setChainMember } from '@/server/modules/admin/set-chain-member';

export const PUT = route({ auth: 'admin', params: idParams, body: chainMemberBody }, ({ db, params, body }) =>
  setChainMember(db, { chainId: params.id, userId: body.userId, isMember: body.isMember }),
);
