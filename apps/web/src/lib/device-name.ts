/*
 * The browser and system in hand, read from the user agent, for the name a new passkey or a
 * device that gets notifications is given ("Chrome on Linux"). Only the names people know;
 * anything else is left out.
 */

const BROWSERS: [RegExp, string][] = [
  [/\bEdgA?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

export function describeDevice(userAgent: string): {
  browser: string | null;
  system: string | null;
} {
  return { browser: firstMatch(BROWSERS, userAgent), system: firstMatch(SYSTEMS, userAgent) };
}

/**
 * This device's name in the caller's words (`named`, given the browser and the system), the
 * one part known alone, or `fallback`.
 */
export function thisDeviceName(
  named: (parts: { browser: string; system: string }) => string,
  fallback: string,
): string {
  const { browser, system } =
    typeof navigator === 'undefined'
      ? { browser: null, system: null }
      : describeDevice(navigator.userAgent);
  if (browser && system) return named({ browser, system });
  return browser ?? system ?? fallback;
}
