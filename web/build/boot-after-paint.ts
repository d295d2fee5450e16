/**
 * Starts the app after the first paint (issue 14): the built index.html's entry script and its
 * modulepreloads become a JSON list plus a small fixed loader that adds them once the browser has drawn
 * the first frame (the BFF's static frame), so the page's first and largest paint never wait for the
 * JavaScript to download. The loader is inline and fixed, so the BFF's CSP allows it by its hash like
 * the theme script; the list is a JSON data block, never run. The BFF adds a route's own chunks to the
 * same list. A hidden tab (no frames drawn) starts at once.
 *
 * A page whose frame carries its own CSS (the BFF's bff/src/first-paint/critical-css.ts) has no
 * stylesheet link in its HTML: the BFF lists the page's sheets in the start list (`css`), and the
 * loader adds them with the code and runs the entry once they have loaded, so React never draws
 * without them. Vite's own loader then finds them linked and does not fetch them again.
 *
 * The web manifest's link is added by the loader too, at the same time: a browser asks for the manifest
 * as soon as it is linked, and on a slow network that request took a connection from the first paint.
 *
 * When the frame has its largest pictures (the `fetchpriority="high"` images the BFF preloads), the
 * loader also waits until they have arrived, at most PICTURE_WAIT_MS, and then for the next frame:
 * the JavaScript does not share the network with them, and the largest paint is over before the
 * app's first long tasks (Lighthouse put the LCP of the same page at 1.1 s or 1.9 s depending on
 * whether the picture or the scripts came first).
 */
import type { Plugin } from 'vite';
import { BOOT_ELEMENT_ID, FRAME_CSS_ELEMENT_ID, FRAME_PLACE_GLOBAL } from '@zaowu/shared';

/** The longest the app waits for the frame's largest pictures before it starts anyway. */
const PICTURE_WAIT_MS = 1500;
/** The longest one task of the loader spends adding links before it lets the browser run. */
const LINK_TASK_MS = 8;

const LOADER = `(function () {
  var data = document.getElementById('${BOOT_ELEMENT_ID}');
  if (!data) return;
  var boot = JSON.parse(data.textContent);
  // The reader's place while the app loads (a scroll of the frame, the browser's own return to where
  // they were on a back or reload, a #link), read when a scroll has just happened: the app takes it
  // from here on its first render instead of asking for a layout in the middle of that render.
  var place = { y: 0, stop: function () { window.removeEventListener('scroll', note); } };
  function note() { place.y = window.scrollY; }
  window.addEventListener('scroll', note, { passive: true });
  window.${FRAME_PLACE_GLOBAL} = place;
  function link(rel, href) {
    var el = document.createElement('link');
    el.rel = rel;
    el.href = href;
    el.crossOrigin = '';
    return el;
  }
  // Each link added costs the main thread a little (a request started, the head changed): the 40 or so
  // of a page, added in one go, were a long task of their own on a slow phone. They go in groups of at
  // most ${LINK_TASK_MS} ms, one group a task, with the browser free to run its own work between them.
  function later(fn) {
    if (!window.MessageChannel) return setTimeout(fn, 0);
    var channel = new MessageChannel();
    channel.port1.onmessage = fn;
    channel.port2.postMessage(0);
  }
  function inTasks(items, add, done) {
    var i = 0;
    (function next() {
      var until = performance.now() + ${LINK_TASK_MS};
      while (i < items.length) {
        add(items[i++]);
        if (performance.now() >= until) break;
      }
      if (i < items.length) later(next);
      else done();
    })();
  }
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = boot.entry;
    script.crossOrigin = '';
    // A frame that carries its own CSS: the page's sheets load now, with the code, and the app runs
    // once they are in (a sheet that fails is not waited for: the app's own loader reports it) and the
    // code's preloads are all added. The sheets go in the frame's rules' place, before the frame's own
    // style: the cascade the frame was drawn with.
    var sheets = boot.css || [];
    var left = sheets.length + 1;
    function one() { if (--left === 0) document.head.appendChild(script); }
    var at = document.getElementById('${FRAME_CSS_ELEMENT_ID}');
    function addSheet(href) {
      var sheet = link('stylesheet', href);
      sheet.addEventListener('load', one);
      sheet.addEventListener('error', one);
      if (at) at.parentNode.insertBefore(sheet, at.nextSibling);
      else document.head.appendChild(sheet);
      at = at && sheet;
    }
    function addPreload(href) { document.head.appendChild(link('modulepreload', href)); }
    inTasks(sheets, addSheet, function () {
      inTasks(boot.preload, addPreload, function () {
        // The web manifest is for installing the site: asked for at once, it took a connection from
        // the first paint's picture on a slow network.
        if (boot.manifest) document.head.appendChild(link('manifest', boot.manifest));
        one();
      });
    });
  }
  function afterPaint() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
  function afterPictures() {
    var waiting = [].filter.call(document.querySelectorAll('#root img[fetchpriority="high"]'), function (img) {
      return !img.complete;
    });
    var left = waiting.length;
    var started = false;
    function go() { if (!started) { started = true; afterPaint(); } }
    function one() { if (--left <= 0) go(); }
    if (!left) return go();
    waiting.forEach(function (img) {
      img.addEventListener('load', one);
      img.addEventListener('error', one);
    });
    setTimeout(go, ${PICTURE_WAIT_MS});
  }
  if (document.visibilityState === 'hidden' || !window.requestAnimationFrame) start();
  else requestAnimationFrame(afterPictures);
})();`;

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\s*/g;
const MANIFEST = /<link rel="manifest" href="(\/[\w.-]+)"\s*\/?>\s*/;

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
        const manifest = MANIFEST.exec(html)?.[1];
        const boot = JSON.stringify({ entry, preload, ...(manifest ? { manifest } : {}) });
        const tags = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${boot}</script>\n    <script>${LOADER}</script>\n    `;
        return html
          .replace(PRELOAD, '')
          .replace(MANIFEST, '')
          .replace(ENTRY, () => tags);
      },
    },
  };
}
