import { RUNTIME_CONFIG_PATH, DEFAULT_ALLOWED_HOSTS, type RuntimeConfig } from '@zaowu/shared';

let current: RuntimeConfig | null = null;

/** Reads the BFF's runtime config once at boot; the site still starts on defaults if it fails. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
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

function fallbackConfig(): RuntimeConfig {
  return {
    apiBase: '',
    siteUrl: window.location.origin,
    allowedHosts: [...DEFAULT_ALLOWED_HOSTS],
    demo: false,
  };
}
