import http from 'node:http';

// A lean keep-alive client for the timings: fetch() adds about 0.2 ms of its own to every request
// on this kind of machine, which would be counted against the server.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** GET `url` and parse the JSON answer; rejects on a status other than `status`. */
export function getJson<T>(url: string, headers: Record<string, string>, status = 200): Promise<T> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== status) reject(new Error(`GET ${url}: ${res.statusCode} ${body.slice(0, 200)}`));
          else resolve(JSON.parse(body) as T);
        });
      })
      .on('error', reject);
  });
}

/** POST a JSON body to `url` over the same kept-alive connection; the status and parsed answer. */
export function postJson<T>(url: string, headers: Record<string, string>, body: unknown): Promise<{ status: number; body: T }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as T }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}
