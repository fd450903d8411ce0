/**
 * The one inline script of the site: it runs in <head> before the first paint and puts the `dark`
 * class on <html> when the visitor chose dark, or chose "system" (the default) and the system is
 * dark. The server allows exactly this source by its SHA-256 hash in the Content-Security-Policy,
 * so any edit here changes the hash automatically; keep it a plain string with no template parts.
 * Storage key and values must match src/web/lib/theme.ts.
 */
export const THEME_INIT_SCRIPT =
  '(function(){try{var p=localStorage.getItem("theme");var d=p==="dark"||(p!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d)}catch(e){}})()';
