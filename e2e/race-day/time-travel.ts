/**
 * Time travel of the race-day journeys (decision 027): asks the product to run one of its real cron jobs
 * (pg-boss `race.alerts` or `posts.publish-due`) as at an instant, through the route the e2e product
 * enables with TIME_TRAVEL_TOKEN. The job then claims, publishes and notifies exactly as its cron slot does.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { API_URL, TIME_TRAVEL_TOKEN } from '../env';

/** Runs the cron job `name` as if now were `at`; resolves once the job is queued. */
export async function runJobAt(
  request: APIRequestContext,
  name: 'race.alerts' | 'posts.publish-due',
  at: Date | string,
): Promise<void> {
  const response = await request.post(`${API_URL}/api/test/time-travel/jobs/${name}`, {
    headers: { 'x-time-travel-token': TIME_TRAVEL_TOKEN },
    data: { at: new Date(at).toISOString() },
  });
  expect(response.status(), await response.text()).toBe(202);
}
