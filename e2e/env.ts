/** Where the journeys find the product (ports chosen so a developer's own `npm start` is left alone). */
export const WEB_PORT = process.env.E2E_WEB_PORT ?? '3100';
export const API_PORT = process.env.E2E_API_PORT ?? '4100';
export const WEB_URL = `http://localhost:${WEB_PORT}`;
export const API_URL = `http://localhost:${API_PORT}`;
