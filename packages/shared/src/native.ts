/**
 * The native Android/iOS wrappers (SPEC §1, §7): environment values and the names of messages the web
 * app posts to them.
 */

/** Where the product runs. */
export const ENVIRONMENTS = ['web', 'android', 'ios'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const DEFAULT_ENVIRONMENT: Environment = 'web';

/** True for a known environment value. */
export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}

/** True when running inside a native wrapper. */
export function isNativeEnvironment(environment: Environment): boolean {
  return environment !== 'web';
}

/** Messages posted to the wrappers (SPEC §7), exact names. */
export const NATIVE_MESSAGES = [
  'gaEvent',
  'downloadFile',
  'messagesLoaded',
  'navigationSuccess',
  'navigationCleanup',
  'navigationFinish',
  'updatesLoaded',
  'postLoginRedirectFinished',
] as const;
export type NativeMessageName = (typeof NATIVE_MESSAGES)[number];

/** Envelope of a message to a wrapper. */
export interface NativeMessage<T = unknown> {
  type: NativeMessageName;
  payload?: T;
}
