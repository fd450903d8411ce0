/**
 * The one inline theme script of the site: it runs in <head> before the first paint and puts the
 * `dark` class on <html> when the visitor chose dark, or chose "system" (the default) and the device
 * is dark; it then follows the device live, so a page whose theme switch never hydrates (or has
 * none, like the staff pages) still turns dark or light with the device. The server allows exactly
 * this source by its SHA-256 hash in the Content-Security-Policy, so any edit here changes the hash
 * automatically; keep it a plain string with no template parts. Storage key and values must match
 * src/web/lib/theme.ts.
 */
export const THEME_INIT_SCRIPT =
  '(function(){try{var m=window.matchMedia("(prefers-color-scheme: dark)");var a=function(){var p=localStorage.getItem("theme");document.documentElement.classList.toggle("dark",p==="dark"||(p!=="light"&&m.matches))};a();m.addEventListener("change",a)}catch(e){}})()';
