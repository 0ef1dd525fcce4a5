// The charts' colours, from Bootstrap's CSS variables so they follow the theme: the axes, grid,
// labels and tooltip take the light or dark theme's own text, border and background colours; the
// series take Bootstrap's palette, readable on both, one colour per business line or method.

export const THEME = {
  text: 'var(--bs-body-color)',
  muted: 'var(--bs-secondary-color)',
  grid: 'var(--bs-border-color)',
  background: 'var(--bs-body-bg)',
  primary: 'var(--bs-primary)',
} as const;

/** A business line (invoice kind) or an activity type (kinds 1–5 are the activity types). */
const KIND_COLOURS: Record<string, string> = {
  '1': 'var(--bs-pink)',
  '2': 'var(--bs-blue)',
  '3': 'var(--bs-teal)',
  '4': 'var(--bs-orange)',
  '5': 'var(--bs-purple)',
  '6': 'var(--bs-green)',
};

const METHOD_COLOURS: Record<string, string> = {
  CASH: 'var(--bs-green)',
  BANK_TRANSFER: 'var(--bs-blue)',
  CARD: 'var(--bs-purple)',
  CREDIT: 'var(--bs-orange)',
};

export const kindColour = (kind: string) => KIND_COLOURS[kind] ?? THEME.muted;
export const methodColour = (method: string) => METHOD_COLOURS[method] ?? THEME.muted;
