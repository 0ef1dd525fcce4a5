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

/**
 * Inline <head> script: applies the stored theme before the first paint (no flash). Written out by
 * hand rather than serialising functions, whose minified bodies would refer to missing names.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{
var presets=${JSON.stringify(PRIMARY_PRESETS.map((p) => p.rgb))},styles=${JSON.stringify(MENU_STYLES)},dark=${JSON.stringify(DARK_BASE)};
var s={};try{s=JSON.parse(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})||'{}')||{}}catch(e){}
var mode=s.mode==='dark'?'dark':'light',dir=s.dir==='rtl'?'rtl':'ltr',menu=styles.indexOf(s.menuStyle)>=0?s.menuStyle:${JSON.stringify(DEFAULT_THEME.menuStyle)};
var rgb=presets[s.primary]||presets[0],r=document.documentElement,set=function(k,v){r.style.setProperty(k,v)};
var off=function(o){return dark.map(function(c){return Math.max(0,Math.min(255,c+o))}).join(',')};
r.setAttribute('data-bs-theme',mode);r.setAttribute('dir',dir);r.setAttribute('data-menu-style',menu);
set('--bs-primary','rgb('+rgb.join(',')+')');set('--bs-primary-rgb',rgb.join(','));set('--pd-primary-rgb',rgb.join(','));set('--bs-link-color-rgb',rgb.join(','));
if(mode==='dark'){set('--bs-body-bg','rgb('+off(14)+')');set('--bs-border-color','rgb('+off(45)+')');set('--bs-light-rgb',off(5));}
}catch(e){}})();`;
