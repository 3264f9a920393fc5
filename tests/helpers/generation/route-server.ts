import { startRouteServer, type RouteTable } from '../route-server';

/** The one route server serves dynamic `[id]` segments too; the old name stays for the generation tests. */
export const startPatternServer = startRouteServer;
export type PatternTable = RouteTable;

export const generationRoutes: RouteTable = {
  '/common-api/v1/generation/jobs': () => import('@/app/common-api/v1/generation/jobs/route'),
  '/common-api/v1/generation/jobs/[id]': () => import('@/app/common-api/v1/generation/jobs/[id]/route'),
  '/common-api/v1/generation/batches': () => import('@/app/common-api/v1/generation/batches/route'),
  '/common-api/v1/generation/batches/[id]': () => import('@/app/common-api/v1/generation/batches/[id]/route'),
  '/common-api/v1/generation/batches/[id]/zip': () => import('@/app/common-api/v1/generation/batches/[id]/zip/route'),
  '/common-api/v1/generation/batches/[id]/pdf': () => import('@/app/common-api/v1/generation/batches/[id]/pdf/route'),
  '/self-api/v1/creations': () => import('@/app/self-api/v1/creations/route'),
  '/self-api/v1/creations/[id]': () => import('@/app/self-api/v1/creations/[id]/route'),
  '/self-api/v1/creations/[id]/download': () => import('@/app/self-api/v1/creations/[id]/download/route'),
  '/self-api/v1/creations/[id]/thumbnail': () => import('@/app/self-api/v1/creations/[id]/thumbnail/route'),
  '/self-api/v1/creations/[id]/publish': () => import('@/app/self-api/v1/creations/[id]/publish/route'),
  '/self-api/v1/user': () => import('@/app/self-api/v1/user/route'),
};
