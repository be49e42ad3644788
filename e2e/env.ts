/** Where the journeys find the product (ports chosen so a developer's own `npm start` is left alone). */
export const WEB_PORT = process.env.E2E_WEB_PORT ?? '3100';
export const API_PORT = process.env.E2E_API_PORT ?? '4100';
export const WEB_URL = `http://localhost:${WEB_PORT}`;
export const API_URL = `http://localhost:${API_PORT}`;
/**
 * The secret of the product's time travel (decision 027): the journeys run the real cron jobs (race
 * alerts, scheduled publishing) as at a chosen instant. Only this throwaway product is started with it.
 */
export const TIME_TRAVEL_TOKEN = 'stride-e2e-journeys-only-time-travel';
