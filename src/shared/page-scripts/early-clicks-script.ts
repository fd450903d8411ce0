/** Where the early-clicks script keeps the buttons it saw clicked, until the islands runtime takes them. */
export const EARLY_CLICKS_GLOBAL = "__islandClicksBeforeStart";

/**
 * An inline script in <head>. The islands runtime arrives only after the first contentful paint
 * (app-loader-script.ts); until it starts, a tap on a button of an island (the cookie banner's
 * "Essential Only", the menu, a carousel arrow) would do nothing at all, and nothing would
 * remember it. This notes such a button; the runtime wakes its island and clicks it again once
 * the island is live (islands-runtime.ts), as it does for taps while an island is asleep. Only
 * buttons that do nothing without JavaScript are noted: links and a form's submit buttons work
 * as HTML and are left to the browser. It stops once the runtime has taken the list. Allowed by
 * its SHA-256 hash in the CSP, like the other inline scripts.
 */
export const EARLY_CLICKS_SCRIPT =
  `(function(){var held=window.${EARLY_CLICKS_GLOBAL}=[];document.addEventListener("click",function note(e){` +
  `if(window.${EARLY_CLICKS_GLOBAL}!==held)return document.removeEventListener("click",note,true);` +
  'var b=e.target instanceof Element?e.target.closest("button"):null;' +
  'if(b&&b.closest("[data-island]")&&(b.type==="button"||!b.form))held.push(b)},true)})()';
