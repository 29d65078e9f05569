/** The touchscreen test's screen words (surface, readings, notes), one table for translation. */
export const TOUCHSCREEN_TEXTS = {
  title: 'Touch surface',
  intro:
    'Touch the surface with one finger or several: each touch is drawn with its id, size and pressure. Swipe over every cell of the grid; cells left empty are dead zones.',
  surfaceLabel: 'Touch test surface. Touch, or draw with a pen or mouse, to fill the grid. In fullscreen, Esc leaves.',
  fullscreen: 'Fullscreen',
  leaveFullscreen: 'Leave fullscreen',
  clear: 'Clear',
  mostAtOnce: 'Most touches at once',
  deviceReports: 'Device reports',
  maxPoints: (n: number) => `${n} touch ${n === 1 ? 'point' : 'points'}`,
  unknown: '—',
  coverage: 'Grid covered',
  percent: (value: number) => `${value}%`,
  cells: (filled: number, total: number) => `${filled} of ${total} cells`,
  noTouch:
    'This device reports no touchscreen (navigator.maxTouchPoints is 0). The surface still works with a pen or mouse.',
  touchesNow: 'Touches now',
  noTouches: 'None',
  pointLabel: (id: number) => `Touch ${id}`,
  pointSize: (width: string, height: string) => `${width} × ${height} px`,
  pointPressure: (pressure: string) => `pressure ${pressure}`,
  pressureUnknown: 'pressure not reported',
  id: 'Id',
  size: 'Size (radius)',
  pressure: 'Pressure',
  summary: (most: number, reported: number | null, percent: number) =>
    `${most} ${most === 1 ? 'touch' : 'touches'} at once${reported === null ? '' : ` (device reports ${reported})`}, ${percent}% of the grid covered`,
} as const;
