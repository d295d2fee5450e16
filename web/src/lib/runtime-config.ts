import {
  RUNTIME_CONFIG_ELEMENT_ID,
  RUNTIME_CONFIG_PATH,
  DEFAULT_ALLOWED_HOSTS,
  FEATURE_NAMES,
  type RuntimeConfig,
} from '@zaowu/shared';

let current: RuntimeConfig | null = null;

/** Reads the BFF's runtime config once at boot; the site still starts on defaults if it fails. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  // The BFF inlines it in the page (one request less before the first render).
  const inline = readInlineConfig();
  if (inline) return (current = inline);
  try {
    const res = await fetch(RUNTIME_CONFIG_PATH, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`runtime config: HTTP ${res.status}`);
    current = (await res.json()) as RuntimeConfig;
  } catch (err) {
    console.error('[runtime-config]', err);
    current = fallbackConfig();
  }
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  return current ?? fallbackConfig();
}

function readInlineConfig(): RuntimeConfig | null {
  const text = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<RuntimeConfig> | null;
    return value && typeof value.siteUrl === 'string' && Array.isArray(value.allowedHosts)
      ? (value as RuntimeConfig)
      : null;
  } catch {
    return null;
  }
}

function fallbackConfig(): RuntimeConfig {
  return {
    apiBase: '',
    siteUrl: window.location.origin,
    allowedHosts: [...DEFAULT_ALLOWED_HOSTS],
    demo: false,
    features: [...FEATURE_NAMES],
  };
}
