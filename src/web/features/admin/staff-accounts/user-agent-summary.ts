// A session's browser in a few words ("Firefox on Windows"), so a member of staff can tell their
// devices apart without reading a user-agent string. Order matters: Edge and Opera also say
// "Chrome", Chrome also says "Safari", and Android also says "Linux".

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bElectron\//, "Desktop app"],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

function firstMatch(userAgent: string, patterns: readonly (readonly [RegExp, string])[]): string | undefined {
  return patterns.find(([pattern]) => pattern.test(userAgent))?.[1];
}

const UNKNOWN_BROWSER = "Unknown browser";

/** "Mozilla/5.0 (Windows NT 10.0; …) … Firefox/128.0" → "Firefox on Windows". */
export function summariseUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return UNKNOWN_BROWSER;
  // The desktop app's user agent also names Chrome: it wins.
  const browser = /\bElectron\//.test(userAgent) ? "Desktop app" : firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : UNKNOWN_BROWSER);
}
