/**
 * Settings of SPEC §3 (type + settings): maintenance mode, app and post-asset settings, their zod
 * schemas, and the IP whitelist rules of the maintenance guard (SPEC §1, §4).
 */
import { z } from 'zod';
import { AUDIO_MAX_BYTES, PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from './files.js';

/** Setting types; the maintenance check asks for the maintenance-mode type (SPEC §7). */
export const SETTING_TYPES = {
  maintenanceMode: 'maintenance-mode',
  app: 'app',
  postAsset: 'post-asset',
} as const;
export type SettingType = (typeof SETTING_TYPES)[keyof typeof SETTING_TYPES];

/** Max files per post when the app setting has none (SPEC leaves the value open). */
export const DEFAULT_MAX_FILES = 10;
/** Highest max_files an administrator may set. */
export const MAX_FILES_LIMIT = 50;
export const IP_WHITELIST_MAX_LENGTH = 4000;

const ipAddress = z.union([z.ipv4(), z.ipv6()]);

/** Splits the whitelist string on any whitespace (SPEC: "IP whitelist separated by spaces"). */
export function parseIpWhitelist(whitelist: string | null | undefined): string[] {
  return (whitelist ?? '').split(/\s+/).filter((entry) => entry !== '');
}

/** Strips the IPv4-mapped IPv6 prefix Node reports for IPv4 clients on dual-stack sockets. */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/** True when the client IP is on the whitelist. */
export function isIpWhitelisted(
  ip: string | null | undefined,
  whitelist: string | null | undefined,
): boolean {
  if (!ip) return false;
  const client = normalizeIp(ip);
  return parseIpWhitelist(whitelist).some((entry) => normalizeIp(entry) === client);
}

/** Maintenance-mode settings; every whitelist entry must be an IPv4 or IPv6 address. */
export const maintenanceModeSettingsSchema = z.object({
  maintenanceMode: z.boolean(),
  ipWhitelist: z
    .string()
    .max(IP_WHITELIST_MAX_LENGTH)
    .superRefine((value, ctx) => {
      for (const entry of parseIpWhitelist(value)) {
        if (!ipAddress.safeParse(entry).success) {
          ctx.addIssue({ code: 'custom', message: `IP whitelist contains an invalid address: ${entry}` });
        }
      }
    }),
});
export type MaintenanceModeSettings = z.infer<typeof maintenanceModeSettingsSchema>;

/** Maintenance decision for one request (SPEC §4): redirect unless whitelisted; whitelisted users are flagged. */
export function maintenanceStatus(
  settings: MaintenanceModeSettings | null | undefined,
  clientIp: string | null | undefined,
): { active: boolean; whitelisted: boolean; redirect: boolean } {
  const active = settings?.maintenanceMode === true;
  const whitelisted = active && isIpWhitelisted(clientIp, settings?.ipWhitelist);
  return { active, whitelisted, redirect: active && !whitelisted };
}

/** App settings: the app-download banner switch and the per-post file limit. */
export const appSettingsSchema = z.object({
  showAppLinks: z.boolean(),
  max_files: z.number().int().min(1).max(MAX_FILES_LIMIT),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

/** Post-asset settings: size limits an administrator may lower, never raise above SPEC §9. */
export const postAssetSettingsSchema = z
  .object({
    photoMaxBytes: z.number().int().positive().max(PHOTO_MAX_BYTES),
    videoMaxBytes: z.number().int().positive().max(VIDEO_MAX_BYTES),
    audioMaxBytes: z.number().int().positive().max(AUDIO_MAX_BYTES),
  })
  .partial();
export type PostAssetSettings = z.infer<typeof postAssetSettingsSchema>;

/** A setting as stored and served: its type decides the shape of `settings`. */
export const settingSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(SETTING_TYPES.maintenanceMode), settings: maintenanceModeSettingsSchema }),
  z.object({ type: z.literal(SETTING_TYPES.app), settings: appSettingsSchema }),
  z.object({ type: z.literal(SETTING_TYPES.postAsset), settings: postAssetSettingsSchema }),
]);
export type Setting = z.infer<typeof settingSchema>;

/** Defaults used when a setting row does not exist yet. */
export const DEFAULT_SETTINGS = {
  'maintenance-mode': { maintenanceMode: false, ipWhitelist: '' },
  app: { showAppLinks: false, max_files: DEFAULT_MAX_FILES },
  'post-asset': {},
} as const satisfies {
  'maintenance-mode': MaintenanceModeSettings;
  app: AppSettings;
  'post-asset': PostAssetSettings;
};
