// Theme settings of SPEC §3/§4/§9, kept in localStorage and applied to <html> before first paint.

export type ThemeMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
export type MenuStyle = 'default' | 'closed' | 'overlay' | 'icon-text';

export interface ThemeSettings {
  mode: ThemeMode;
  dir: Direction;
  menuStyle: MenuStyle;
  /** index into PRIMARY_PRESETS */
  primary: number;
}

export const THEME_STORAGE_KEY = 'pawdesk.theme';
export const MENU_STYLES: MenuStyle[] = ['default', 'closed', 'overlay', 'icon-text'];

// SPEC §9 primary colour presets (RGB).
export const PRIMARY_PRESETS = [
  { key: 'ocean', rgb: [58, 88, 146] },
  { key: 'teal', rgb: [92, 144, 163] },
  { key: 'violet', rgb: [161, 90, 223] },
  { key: 'leaf', rgb: [78, 172, 76] },
  { key: 'coral', rgb: [223, 90, 90] },
] as const;

// SPEC §4 reset: LTR, light, vertical overlay menu (full width, fixed menu and header are the only layout).
export const DEFAULT_THEME: ThemeSettings = { mode: 'light', dir: 'ltr', menuStyle: 'overlay', primary: 0 };

export function parseTheme(raw: string | null): ThemeSettings {
  try {
    const value = raw ? (JSON.parse(raw) as Partial<ThemeSettings>) : {};
    return {
      mode: value.mode === 'dark' ? 'dark' : 'light',
      dir: value.dir === 'rtl' ? 'rtl' : 'ltr',
      menuStyle: MENU_STYLES.includes(value.menuStyle as MenuStyle) ? (value.menuStyle as MenuStyle) : DEFAULT_THEME.menuStyle,
      primary: Number.isInteger(value.primary) && value.primary! >= 0 && value.primary! < PRIMARY_PRESETS.length ? value.primary! : 0,
    };
  } catch {
    return DEFAULT_THEME;
  }
}

const clamp = (n: number) => Math.max(0, Math.min(255, n));
/** SPEC §9 background offsets: a colour with every channel moved by `offset`. */
export const offsetRgb = (rgb: readonly number[], offset: number) => rgb.map((c) => clamp(c + offset));

// Dark backgrounds the offsets apply to.
const DARK_BASE = [24, 28, 39];

/** CSS variables and attributes for the settings (used by the boot script and at run time). */
export function themeAttributes(settings: ThemeSettings): { attrs: Record<string, string>; vars: Record<string, string> } {
  const rgb = PRIMARY_PRESETS[settings.primary].rgb;
  const vars: Record<string, string> = {
    '--bs-primary': `rgb(${rgb.join(',')})`,
    '--bs-primary-rgb': rgb.join(','),
    '--pd-primary-rgb': rgb.join(','),
    '--bs-link-color-rgb': rgb.join(','),
  };
  if (settings.mode === 'dark') {
    vars['--bs-body-bg'] = `rgb(${offsetRgb(DARK_BASE, 14).join(',')})`;
    vars['--bs-border-color'] = `rgb(${offsetRgb(DARK_BASE, 5 + 40).join(',')})`;
    vars['--bs-light-rgb'] = offsetRgb(DARK_BASE, 5).join(',');
  }
  return { attrs: { 'data-bs-theme': settings.mode, dir: settings.dir, 'data-menu-style': settings.menuStyle }, vars };
}

export function applyTheme(settings: ThemeSettings, root: HTMLElement = document.documentElement): void {
  const { attrs, vars } = themeAttributes(settings);
  for (const [k, v] of Object.entries(attrs)) root.setAttribute(k, v);
  for (const name of ['--bs-body-bg', '--bs-border-color', '--bs-light-rgb']) root.style.removeProperty(name);
  for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v);
}

/** Inline <head> script: applies the stored theme before the first paint (no flash). */
export const THEME_BOOT_SCRIPT = `(function(){try{
var parse=${parseTheme.toString()};
var presets=${JSON.stringify(PRIMARY_PRESETS)};var DEFAULT_THEME=${JSON.stringify(DEFAULT_THEME)};var MENU_STYLES=${JSON.stringify(MENU_STYLES)};var PRIMARY_PRESETS=presets;
var s=parse(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}));
var clamp=function(n){return Math.max(0,Math.min(255,n))};var off=function(c,o){return c.map(function(x){return clamp(x+o)})};
var rgb=presets[s.primary].rgb;var r=document.documentElement;
r.setAttribute('data-bs-theme',s.mode);r.setAttribute('dir',s.dir);r.setAttribute('data-menu-style',s.menuStyle);
r.style.setProperty('--bs-primary','rgb('+rgb.join(',')+')');r.style.setProperty('--bs-primary-rgb',rgb.join(','));r.style.setProperty('--pd-primary-rgb',rgb.join(','));r.style.setProperty('--bs-link-color-rgb',rgb.join(','));
if(s.mode==='dark'){var b=${JSON.stringify(DARK_BASE)};r.style.setProperty('--bs-body-bg','rgb('+off(b,14).join(',')+')');r.style.setProperty('--bs-border-color','rgb('+off(b,45).join(',')+')');r.style.setProperty('--bs-light-rgb',off(b,5).join(','));}
}catch(e){}})();`;
