// Where to go after signing in comes from the URL (callbackUrl), so anyone can write it: only a
// path on this site may ever be followed (open redirects). A plain prefix check is not enough:
// URL parsing drops tabs, newlines and CRs anywhere and reads `\` as `/`, so `/\t/evil.example`
// and `/\evil.example` both mean `//evil.example`; dot segments turn `/.//evil.example` into the
// path `//evil.example`, which Next.js hands back as a protocol-relative Location; and anything
// that decodes the value once more revives `%09`, `%5C` or `%2F` as the same tricks.

// Longer than any path the app makes, short enough that checking it costs nothing.
const MAX_LENGTH = 2048;
// How many layers of percent-encoding are looked through; anything still encoded after that is refused.
const MAX_DECODINGS = 4;
const BASE = 'http://callback.invalid';

// Control characters (dropped by URL parsing) and the backslash (a slash to it), anywhere.
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;
// …and, in the value as sent, any whitespace: the app never puts one in a callback.
const UNSAFE_RAW = /[\u0000-\u0020\u007f\\]/;

/** True when `form` is a path that resolves to a path on the same origin, with no second slash at its start. */
function isLocalPath(form: string): boolean {
  if (!form.startsWith('/') || UNSAFE_CHARS.test(form)) return false;
  try {
    const url = new URL(form, BASE);
    return url.origin === BASE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** The value and what each further percent-decoding makes of it; null when it never settles. */
function decodings(value: string): string[] | null {
  const forms = [value];
  for (let i = 0; i < MAX_DECODINGS; i++) {
    const last = forms[forms.length - 1];
    let next: string;
    try {
      next = decodeURIComponent(last);
    } catch {
      // a stray `%` (e.g. "100%" in a search): nothing more to decode
      return forms;
    }
    if (next === last) return forms;
    forms.push(next);
  }
  return null;
}

/**
 * The same-origin path (with its query and hash) that `value` names, or null when it names anything
 * else or could be read as anything else. Shared by the proxy and the sign-in form.
 */
export function safeCallbackPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH || UNSAFE_RAW.test(value)) return null;
  const forms = decodings(value);
  if (!forms || !forms.every(isLocalPath)) return null;
  const url = new URL(value, BASE);
  return `${url.pathname}${url.search}${url.hash}`;
}
