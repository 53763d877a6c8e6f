/** Where the API lives: the app's own origin unless VITE_API_URL says otherwise at build time. */
export const API_BASE_URL = `${(import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '')}/api`;

export const BRAND = 'Sharestead';
