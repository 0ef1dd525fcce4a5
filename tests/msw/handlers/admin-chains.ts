import { http, HttpResponse } from 'msw';
import { addBranchBody, type Chain, chainList, chainMemberBody, chainResponse, createChainBody } from '@/lib/contracts/admin';
import { mockState } from '../data';
import { MockApiError } from '../errors';
import { findShop, registerShop } from './admin-shops';
import { API, currentAdmin, idOf, parseBody, readJson, route } from './route';
import { byName, conflict } from './shared';

// ---- system administration (/admin, DESIGN §4), as server/modules/admin: chains of shops ----

function findChain(id: string) {
  const chain = mockState.chains.find((c) => c.id === id);
  if (!chain) throw new MockApiError('NotFound', 'errors.chainNotFound');
  return chain;
}

// Chains carry no creation time in the mock world.
const CHAIN_CREATED_AT = '2025-01-01T00:00:00.000Z';

function toChainResponse(chain: { id: string; name: string }): Chain {
  const branches = Object.values(mockState.shops)
    .filter((s) => s.chainId === chain.id)
    .sort((a, b) => a.alias.localeCompare(b.alias, 'vi'));
  const members = Object.values(mockState.users)
    .filter((u) => u.chainId === chain.id && u.shopId !== null)
    .sort(byName);
  return chainResponse.parse({
    id: chain.id,
    name: chain.name,
    createdAt: CHAIN_CREATED_AT,
    branches: branches.map(({ id, name, alias }) => ({ id, name, alias })),
    members: members.map(({ id, name, email, shopId }) => ({ id, name, email, shopId })),
  });
}

export const adminChainHandlers = [
  http.get(
    `${API}/admin/chains`,
    route((request) => {
      currentAdmin(request);
      return HttpResponse.json(chainList.parse([...mockState.chains].sort(byName).map(toChainResponse)));
    }),
  ),

  http.post(
    `${API}/admin/chains`,
    route(async (request) => {
      currentAdmin(request);
      const { name } = parseBody(createChainBody, await readJson(request));
      const chain = { id: crypto.randomUUID(), name };
      mockState.chains.push(chain);
      return toChainResponse(chain);
    }),
  ),

  http.post(
    `${API}/admin/chains/:id/branches`,
    route(async (request, params) => {
      currentAdmin(request);
      const id = idOf(params);
      const branch = parseBody(addBranchBody, await readJson(request));
      const chain = findChain(id);
      if ('shopId' in branch) {
        const shop = findShop(branch.shopId);
        if (shop.chainId) throw conflict('shopId', 'errors.shopInChain');
        shop.chainId = chain.id;
      } else {
        registerShop(branch, chain.id);
      }
      return toChainResponse(chain);
    }),
  ),

  http.put(
    `${API}/admin/chains/:id/members`,
    route(async (request, params) => {
      currentAdmin(request);
      const id = idOf(params);
      const { userId, isMember } = parseBody(chainMemberBody, await readJson(request));
      const chain = findChain(id);
      const member = mockState.users[userId];
      const shop = member?.shopId ? mockState.shops[member.shopId] : undefined;
      if (!member || !shop) throw new MockApiError('NotFound', 'errors.userNotFound');
      if (shop.chainId !== chain.id) throw conflict('userId', 'errors.userNotInChain');
      member.chainId = isMember ? chain.id : null;
      return toChainResponse(chain);
    }),
  ),
];
