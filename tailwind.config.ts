import type { Config } from 'tailwindcss';

/**
 * Clarity's design tokens. Tailwind v4 reads this through `@config` in `src/index.css`.
 * Calm, high-contrast colours: every text/background pair used here meets WCAG AA.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#f3f1ff',
          100: '#e9e5ff',
          200: '#d5ceff',
          300: '#b6a7ff',
          400: '#9277fe',
          500: '#7448f9',
          600: '#6328ee',
          700: '#5419d4',
          800: '#4616ad',
          900: '#3b168d',
          950: '#230b5f',
        },
        accent: {
          50: '#ecfeff',
          100: '#cffafe',
          500: '#06b6d4',
          600: '#0891b2',
          700: '#0e7490',
        },
        ink: {
          DEFAULT: '#1c1b29',
          muted: '#4b4a5e',
          subtle: '#6b6a80',
        },
        surface: {
          DEFAULT: '#ffffff',
          muted: '#f7f6fb',
          sunken: '#efedf6',
        },
        line: '#dedbea',
        success: { 50: '#ecfdf3', 600: '#0f7a45', 700: '#0b6138' },
        warning: { 50: '#fffaeb', 600: '#b54708', 700: '#93370d' },
        danger: { 50: '#fef3f2', 600: '#c4320a', 700: '#a3260a' },
      },
      fontFamily: {
        sans: [
          'Inter',
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
        display: [
          'ui-rounded',
          'SF Pro Rounded',
          'Inter',
          'ui-sans-serif',
          'system-ui',
          'sans-serif',
        ],
      },
      borderRadius: {
        control: '0.75rem',
        card: '1.25rem',
        pill: '9999px',
      },
      boxShadow: {
        card: '0 1px 2px rgb(28 27 41 / 0.06), 0 8px 24px -12px rgb(28 27 41 / 0.18)',
        lift: '0 12px 32px -12px rgb(84 25 212 / 0.35)',
      },
      minHeight: {
        target: '2.75rem',
      },
    },
  },
} satisfies Config;
