import { describe, expect, it } from 'vitest';
import { deferAppScripts } from '../../../scripts/vite-prerender';

const INLINE = '(function markClientRender(){})()';

/** The <head> of a built page as Vite and clarity:route-pages write it. */
const page = [
  '<head>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">',
  '<style>body{}</style>',
  `<script>${INLINE}</script>`,
  '<link rel="manifest" href="/manifest.webmanifest">',
  '<link rel="modulepreload" crossorigin href="/assets/home-abc.js">',
  '</head>',
].join('\n');

describe('a prerendered page holds its app code until it has painted', () => {
  it('moves the module script and every preload into the template, before the inline script', () => {
    const deferred = deferAppScripts(page, INLINE, 'app-scripts');
    expect(deferred).toContain(
      '<template id="app-scripts">' +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/home-abc.js">' +
        `</template>\n    <script>${INLINE}</script>`,
    );
    // Outside the template: nothing the browser would fetch or run before the paint.
    const outside = deferred.replace(/<template[\s\S]*<\/template>/, '');
    expect(outside).not.toMatch(/modulepreload|type="module"/);
    expect(outside).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('refuses a page without the inline script that would start the code', () => {
    expect(() => deferAppScripts(page.replace(INLINE, 'other()'), INLINE, 'app-scripts')).toThrow(
      /no first-paint script/,
    );
  });
});
