import type { Locale } from '@/lib/i18n/config';
import { call } from './api-client';

// A steady stream of reads and writes from a few clients, each request timed and kept, to see how
// the server answered before, during and after a fault.

export interface LoadSample {
  /** Date.now() when it was sent and when it was answered (or failed) */
  start: number;
  end: number;
  method: 'GET' | 'POST';
  lang: Locale;
  /** null: no HTTP answer at all (connection refused or dropped) */
  status: number | null;
  body: unknown;
}

export interface LoadTarget {
  url: string;
  token: string;
  shopId: string;
}

export interface Load {
  samples: LoadSample[];
  /** stops every client after its current request and returns every sample */
  stop: () => Promise<LoadSample[]>;
}

const PAUSE_MS = 25;

/** `clients` loops, each alternating a customer search and a customer create, in vi and en. */
export function startLoad(target: LoadTarget, clients = 6, tag = 'tải'): Load {
  const samples: LoadSample[] = [];
  let running = true;
  const loop = async (client: number) => {
    for (let i = 0; running; i++) {
      const method = i % 2 === 0 ? 'GET' : 'POST';
      const lang: Locale = (client + i) % 4 < 2 ? 'vi' : 'en';
      const start = Date.now();
      const sample: LoadSample = { start, end: start, method, lang, status: null, body: null };
      try {
        const res =
          method === 'GET'
            ? await call(target.url, 'GET', '/customers?search=faults&limit=5', { token: target.token, shopId: target.shopId, lang })
            : await call(target.url, 'POST', '/customers', { token: target.token, shopId: target.shopId, lang, body: { name: `Khách ${tag} ${client}-${i}` } });
        Object.assign(sample, { status: res.status, body: res.body });
      } catch (err) {
        sample.body = String(err);
      }
      sample.end = Date.now();
      samples.push(sample);
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
  };
  const loops = Array.from({ length: clients }, (_, c) => loop(c));
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}

/** Status → how many, for the log. */
export function statusCounts(samples: LoadSample[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of samples) out[String(s.status)] = (out[String(s.status)] ?? 0) + 1;
  return out;
}
