/** The <template> in each page's <head> holding the app's modulepreload links; `data-entry` names the entry module. */
export const AFTER_PAINT_MODULES_ID = "after-paint-modules";

/**
 * The pages' second inline script, last in <body>. Pre-rendered pages work before JavaScript
 * arrives, so nothing of the app is fetched until the browser reports the page's first contentful
 * paint (Paint Timing; where that is unsupported, a frame and a task later; at once in a hidden
 * tab, which paints nothing, and for an empty #root, the staff area's shell, which has nothing
 * to paint and would wait for the 3-second fallback): the hero photo, the fonts and the page
 * itself have the connection first. It then adds the template's modulepreload links and imports the entry, which hydrates
 * the page (ADR 011). Allowed by its SHA-256 hash in the CSP, like the theme initialiser: the
 * server, the pre-render and the dev server all hash this same evaluated string.
 */
export const APP_LOADER_SCRIPT =
  `(function(){var t=document.getElementById("${AFTER_PAINT_MODULES_ID}");if(!t)return;var started=false;` +
  'function load(){if(started)return;started=true;document.head.appendChild(t.content.cloneNode(true));import(t.getAttribute("data-entry"))}' +
  'if(document.visibilityState==="hidden")return load();' +
  'var root=document.getElementById("root");if(!root||!root.firstElementChild)return load();' +
  'if(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){' +
  'new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}}).observe({type:"paint",buffered:true});' +
  'setTimeout(load,3000)}else requestAnimationFrame(function(){setTimeout(load,0)})})()';
