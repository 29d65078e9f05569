/** The CSS gradient generator's words, one catalogue: its parse faults and its screen. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatCount } from '../../core/shared/format';
import { fault } from './core/faults';

const INVALID = 'Invalid gradient';

export const GRADIENT_FAULTS = defineFaultWords(fault, {
  expectedFunction: { title: INVALID, description: 'Expected linear-gradient(, radial-gradient( or conic-gradient(.' },
  missingClose: { title: INVALID, description: 'The gradient has no closing ")".' },
  afterEnd: { title: INVALID, description: ({ text }) => `Unexpected "${text}" after the gradient.` },
  emptyPart: { title: INVALID, description: 'Expected a color stop between these commas.' },
  tooFewStops: { title: INVALID, description: 'A gradient needs at least two color stops.' },
  notAColour: { title: INVALID, description: ({ text }) => `"${text}" is not a CSS color.` },
  badPosition: {
    title: INVALID,
    description: ({ text }) => `"${text}" is not a position: write a percentage such as 50%.`,
  },
  tooManyPositions: { title: INVALID, description: 'A color stop has at most two positions.' },
  unexpected: {
    title: INVALID,
    description: ({ text, kind }) => `Unexpected "${text}" in the ${kind}-gradient's settings.`,
  },
  badSpace: {
    title: INVALID,
    description: ({ text }) => `Interpolation "in ${text}" is not offered: use in srgb or in oklch.`,
  },
  badAngle: {
    title: INVALID,
    description: ({ text }) => `"${text}" is not an angle: write one such as 90deg or 0.25turn.`,
  },
  tooLong: {
    title: INVALID,
    description: ({ limit }) => `A gradient here is at most ${formatCount(limit)} characters.`,
  },
});

/** The screen's words. */
export const GRADIENT_TEXTS = {
  inputLabel: 'Gradient',
  inputPlaceholder: 'linear-gradient(90deg, #3b82f6 0%, #ec4899 100%)',
  inputHint: 'Edit it below, or paste a linear-, radial- or conic-gradient() to edit it.',
  generate: 'Generate CSS',
  generating: 'Generating',
  outputLabel: 'CSS',
  kind: 'Type',
  linear: 'Linear',
  radial: 'Radial',
  conic: 'Conic',
  interpolation: 'Interpolation',
  srgb: 'sRGB',
  oklch: 'OKLCH',
  angle: 'Angle',
  degrees: 'degrees',
  shape: 'Shape',
  ellipse: 'Ellipse',
  circle: 'Circle',
  stops: 'Color stops',
  stopPosition: (n: number) => `Stop ${n} position`,
  stopValue: (position: number, colour: string) => `${position}%, ${colour}`,
  selectedColour: (n: number) => `Color of stop ${n}`,
  selectedPosition: (n: number) => `Position of stop ${n} (%)`,
  addStop: 'Add stop',
  removeStop: 'Remove stop',
  preview: 'Preview of the gradient',
  fixToEdit: 'Fix the gradient above (or Clear it) to edit it here.',
  /** A fault beside the field, with its place. */
  atColumn: (message: string, line: number, column: number) => `${message} (line ${line}, column ${column})`,
} as const;
