import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from '@/lib/auth/safe-callback';
import { HOSTILE_CALLBACKS, LOCAL_CALLBACKS } from '../support/hostile-callbacks';

const ORIGIN = 'http://127.0.0.1:3000';

describe('safeCallbackPath', () => {
  it.each(HOSTILE_CALLBACKS.map((value) => [JSON.stringify(value).slice(0, 60), value]))('refuses %s', (_label, value) => {
    expect(safeCallbackPath(value)).toBeNull();
  });

  it('refuses what is not a path at all', () => {
    for (const value of [null, undefined, '', 42, ['/vi'], { toString: () => '/vi' }]) expect(safeCallbackPath(value)).toBeNull();
  });

  it.each(LOCAL_CALLBACKS)('keeps the app path %s as it is', (value) => {
    expect(safeCallbackPath(value)).toBe(value);
  });

  it('answers only paths that resolve to the same origin, however a browser or a second decoding reads them', () => {
    for (const value of [...HOSTILE_CALLBACKS, ...LOCAL_CALLBACKS]) {
      const path = safeCallbackPath(value);
      if (path === null) continue;
      for (const form of [path, decodeURIComponent(path)]) {
        const url = new URL(form, ORIGIN);
        expect(url.origin).toBe(ORIGIN);
        expect(url.pathname.startsWith('//')).toBe(false);
      }
    }
  });
});
