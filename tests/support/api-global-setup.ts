import { buildIsFresh } from '@/scripts/build-state';

// The API suites run the production bundle in-process: it must exist and match the sources.
export default function setup() {
  if (!buildIsFresh()) {
    throw new Error('The production build is missing or stale: run `npx tsx scripts/ensure-build.ts` (npm test does this first).');
  }
}
