import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, validators } from 'tailwind-merge';

/*
 * Why not the stock `twMerge`: its default configuration knows every Tailwind utility and weighs
 * 8 KB gzipped, all of it on the first page load because every primitive calls cn(). This is
 * tailwind-merge's own engine (`createTailwindMerge`, which lets the default config be tree-shaken
 * away) with the class groups this design system writes — including its theme names (rounded-card,
 * shadow-lift, min-h-target) that the default config does not even recognise. A class outside
 * these groups is kept as written, exactly as twMerge keeps classes it does not know.
 * tests/unit/lib/cn.test.ts pins the merges the app relies on.
 */
const {
  isArbitraryValue,
  isArbitraryVariable,
  isFraction,
  isInteger,
  isNumber,
  isTshirtSize,
  isAny,
} = validators;

const arbitrary = [isArbitraryValue, isArbitraryVariable];
const spacing = ['px', isNumber, ...arbitrary];
const margin = ['auto', ...spacing];
const sizing = [
  isFraction,
  'auto',
  'full',
  'dvw',
  'dvh',
  'svh',
  'screen',
  'min',
  'max',
  'fit',
  ...spacing,
];
const inset = [isFraction, 'full', 'auto', ...spacing];
const textSizes = ['base', isTshirtSize];
const radius = ['', 'none', 'full', 'control', 'card', 'pill', isTshirtSize, ...arbitrary];
const shadows = ['', 'none', 'card', 'lift', isTshirtSize, ...arbitrary];
const borderWidth = ['', isNumber, ...arbitrary];

const mergeTailwind = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'contents',
      'hidden',
      'list-item',
    ],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    inset: [{ inset }],
    'inset-x': [{ 'inset-x': inset }],
    'inset-y': [{ 'inset-y': inset }],
    top: [{ top: inset }],
    right: [{ right: inset }],
    bottom: [{ bottom: inset }],
    left: [{ left: inset }],
    z: [{ z: ['auto', isInteger, ...arbitrary] }],
    overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-x': [{ 'overflow-x': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-y': [{ 'overflow-y': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    p: [{ p: spacing }],
    px: [{ px: spacing }],
    py: [{ py: spacing }],
    pt: [{ pt: spacing }],
    pr: [{ pr: spacing }],
    pb: [{ pb: spacing }],
    pl: [{ pl: spacing }],
    m: [{ m: margin }],
    mx: [{ mx: margin }],
    my: [{ my: margin }],
    mt: [{ mt: margin }],
    mr: [{ mr: margin }],
    mb: [{ mb: margin }],
    ml: [{ ml: margin }],
    w: [{ w: sizing }],
    h: [{ h: sizing }],
    size: [{ size: sizing }],
    'min-w': [{ 'min-w': ['none', ...sizing] }],
    'min-h': [{ 'min-h': ['none', 'target', ...sizing] }],
    'max-w': [{ 'max-w': ['none', 'prose', isTshirtSize, ...sizing] }],
    'max-h': [{ 'max-h': ['none', ...sizing] }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
    flex: [{ flex: [isNumber, isFraction, 'auto', 'initial', 'none', ...arbitrary] }],
    grow: [{ grow: ['', isNumber, ...arbitrary] }],
    shrink: [{ shrink: ['', isNumber, ...arbitrary] }],
    'grid-cols': [{ 'grid-cols': [isInteger, 'none', 'subgrid', ...arbitrary] }],
    'col-start-end': [{ col: ['auto', { span: ['full', isInteger, ...arbitrary] }] }],
    gap: [{ gap: spacing }],
    'gap-x': [{ 'gap-x': spacing }],
    'gap-y': [{ 'gap-y': spacing }],
    'justify-content': [
      { justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'normal'] },
    ],
    'align-items': [{ items: ['start', 'end', 'center', 'baseline', 'stretch'] }],
    'align-self': [{ self: ['auto', 'start', 'end', 'center', 'stretch', 'baseline'] }],
    // Order matters: `text-sm` is a size, any other `text-*` a colour or an alignment.
    'font-size': [{ text: [...textSizes, ...arbitrary] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: [isAny] }],
    'font-weight': [
      { font: ['thin', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] },
    ],
    'font-family': [{ font: ['sans', 'serif', 'mono', ...arbitrary] }],
    leading: [{ leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose', ...spacing] }],
    tracking: [
      { tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest', ...arbitrary] },
    ],
    'line-clamp': [{ 'line-clamp': [isNumber, 'none', ...arbitrary] }],
    whitespace: [
      { whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] },
    ],
    break: [{ break: ['normal', 'words', 'all', 'keep'] }],
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    'bg-color': [{ bg: [isAny] }],
    rounded: [{ rounded: radius }],
    'rounded-t': [{ 'rounded-t': radius }],
    'rounded-r': [{ 'rounded-r': radius }],
    'rounded-b': [{ 'rounded-b': radius }],
    'rounded-l': [{ 'rounded-l': radius }],
    'border-w': [{ border: borderWidth }],
    'border-w-x': [{ 'border-x': borderWidth }],
    'border-w-y': [{ 'border-y': borderWidth }],
    'border-w-t': [{ 'border-t': borderWidth }],
    'border-w-r': [{ 'border-r': borderWidth }],
    'border-w-b': [{ 'border-b': borderWidth }],
    'border-w-l': [{ 'border-l': borderWidth }],
    'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
    'border-color': [{ border: [isAny] }],
    shadow: [{ shadow: shadows }],
    'shadow-color': [{ shadow: [isAny] }],
    opacity: [{ opacity: [isNumber, ...arbitrary] }],
    cursor: [
      { cursor: ['auto', 'default', 'pointer', 'wait', 'text', 'not-allowed', ...arbitrary] },
    ],
    'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
    select: [{ select: ['none', 'text', 'all', 'auto'] }],
  },
  conflictingClassGroups: {
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    overflow: ['overflow-x', 'overflow-y'],
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    gap: ['gap-x', 'gap-y'],
    'font-size': ['leading'],
    'line-clamp': ['display', 'overflow'],
    rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
    'border-w': [
      'border-w-x',
      'border-w-y',
      'border-w-t',
      'border-w-r',
      'border-w-b',
      'border-w-l',
    ],
    'border-w-x': ['border-w-r', 'border-w-l'],
    'border-w-y': ['border-w-t', 'border-w-b'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'details-content',
    'file',
    'first-letter',
    'first-line',
    'marker',
    'placeholder',
    'selection',
  ],
}));

/** Joins class names and lets a later Tailwind class win over an earlier one. */
export function cn(...inputs: ClassValue[]): string {
  return mergeTailwind(clsx(inputs));
}
