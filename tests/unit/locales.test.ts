import { readdirSync, readFileSync, statSync } from 'node:fs';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN §5 / STYLE 11: both locale files carry every key, and every message key the code emits exists.

const ROOT = path.resolve(import.meta.dirname, '../..');
const LANGUAGES = ['vi', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

type Tree = { [key: string]: string | Tree };

const namespacesOf = (lang: Language) =>
  readdirSync(path.join(ROOT, 'locales', lang))
    .filter((f) => f.endsWith('.json'))
    .sort();

const readNamespace = (lang: Language, file: string): Tree =>
  JSON.parse(readFileSync(path.join(ROOT, 'locales', lang, file), 'utf8')) as Tree;

/** Every leaf as [dotted key, value]; non-string leaves are kept so the type check can see them. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? leaves(value as Tree, full) : [[full, value]];
  });
}

/** All messages of a language keyed as the code uses them: `<namespace>.<nested key>`. */
function messagesOf(lang: Language): Map<string, unknown> {
  return new Map(namespacesOf(lang).flatMap((file) => leaves(readNamespace(lang, file), file.replace(/\.json$/, ''))));
}

const MESSAGES = { vi: messagesOf('vi'), en: messagesOf('en') };

/** The arguments of an ICU message ({room}, {status, select, …}), with those inside its options; both languages must offer the same ones. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal) names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(parse(text, { ignoreTag: true }));
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  return readdirSync(abs).flatMap((entry) => {
    const rel = path.join(dir, entry);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return rel.startsWith(path.join('server', 'db', 'migrations')) ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry) ? [rel] : [];
  });
}

/** `validation.*` / `errors.*` keys written as string literals, plus the `msg('key')` shorthand of rules.ts. */
function messageKeysUsedIn(files: string[]): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const add = (key: string, where: string) => used.set(key, [...(used.get(key) ?? []), where]);
  for (const file of files) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of source.matchAll(/(['"`])((?:validation|errors)\.[A-Za-z]+)\1/g)) add(m[2], file);
    for (const m of source.matchAll(/\bmsg\(\s*'([A-Za-z]+)'\s*\)/g)) add(`validation.${m[1]}`, file);
  }
  return used;
}

describe('locale files', () => {
  it('exist with the same namespaces in vi and en', () => {
    expect(namespacesOf('vi').length).toBeGreaterThan(0);
    expect(namespacesOf('en')).toEqual(namespacesOf('vi'));
  });

  it.each(namespacesOf('vi'))('%s has the same nested keys in vi and en', (file) => {
    const vi = leaves(readNamespace('vi', file)).map(([k]) => k).sort();
    const en = leaves(readNamespace('en', file)).map(([k]) => k).sort();
    expect(vi.length).toBeGreaterThan(0);
    expect({ onlyInVi: vi.filter((k) => !en.includes(k)), onlyInEn: en.filter((k) => !vi.includes(k)) }).toEqual({ onlyInVi: [], onlyInEn: [] });
  });

  it.each(LANGUAGES)('%s has only non-empty string messages', (lang) => {
    const bad = [...MESSAGES[lang]].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('uses the same {placeholders} in both languages', () => {
    const differing = [...MESSAGES.vi].flatMap(([key, vi]) => {
      const en = MESSAGES.en.get(key);
      if (typeof vi !== 'string' || typeof en !== 'string') return [];
      return placeholders(vi).join() === placeholders(en).join() ? [] : [{ key, vi: placeholders(vi), en: placeholders(en) }];
    });
    expect(differing).toEqual([]);
  });
});

describe('message keys used by contracts and the server', () => {
  const files = [...sourceFiles(path.join('lib', 'contracts')), ...sourceFiles('server')];
  const used = messageKeysUsedIn(files);

  it('finds the files and the keys to check', () => {
    expect(files).toContain(path.join('lib', 'contracts', 'rules.ts'));
    expect(used.has('validation.phone')).toBe(true);
    expect(used.has('validation.passwordMismatch')).toBe(true);
    expect(used.has('errors.wrongOldPassword')).toBe(true);
  });

  it.each(LANGUAGES)('exist in %s', (lang) => {
    const missing = [...used].filter(([key]) => !MESSAGES[lang].has(key)).map(([key, where]) => `${key} (${[...new Set(where)].join(', ')})`);
    expect(missing).toEqual([]);
  });
});
