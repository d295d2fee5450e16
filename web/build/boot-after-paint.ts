/**
 * Starts the app after the first paint (issue 14): the built index.html's entry script and its
 * modulepreloads become a JSON list plus a small fixed loader that adds them once the browser has drawn
 * the first frame (the BFF's static frame), so the page's first and largest paint never wait for the
 * JavaScript to download. The loader is inline and fixed, so the BFF's CSP allows it by its hash like
 * the theme script; the list is a JSON data block, never run. The BFF adds a route's own chunks to the
 * same list. A hidden tab (no frames drawn) starts at once.
 */
import type { Plugin } from 'vite';

export const BOOT_ELEMENT_ID = 'zaowu-boot';

const LOADER = `(function () {
  var data = document.getElementById('${BOOT_ELEMENT_ID}');
  if (!data) return;
  var boot = JSON.parse(data.textContent);
  function add(el) { el.crossOrigin = ''; document.head.appendChild(el); }
  function start() {
    boot.preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = boot.entry;
    add(script);
  }
  if (document.visibilityState === 'hidden' || !window.requestAnimationFrame) start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();`;

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\s*/g;

export function bootAfterPaint(): Plugin {
  return {
    name: 'zaowu:boot-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html)?.[1];
        if (!entry) throw new Error('boot-after-paint: no entry <script type="module"> in index.html');
        const preload = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
        const boot = JSON.stringify({ entry, preload });
        const tags = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${boot}</script>\n    <script>${LOADER}</script>\n    `;
        return html.replace(PRELOAD, '').replace(ENTRY, tags);
      },
    },
  };
}
