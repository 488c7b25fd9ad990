// The e2e servers' ports. Defaults are the usual ones; set E2E_PORT, E2E_VARIANT_PORT and
// E2E_NGINX_PORT to run a second suite beside one already serving on them.
export const PORT = Number(process.env.E2E_PORT ?? 4310);
export const VARIANT_PORT = Number(process.env.E2E_VARIANT_PORT ?? 4311);
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4312);
