/** Request and response schemas of the settings route. */
import { SETTING_TYPES, type SettingType } from '@stride/shared';
import { z } from 'zod';

const settingTypeParam = z.enum(SETTING_TYPES, {
  message: `must be one of ${Object.values(SETTING_TYPES).join(', ')}`,
});

/** One type or several (`type=app&type=post-asset`), bounded. */
const settingTypesParam = z
  .union([settingTypeParam, z.array(settingTypeParam).max(10, { message: 'at most 10 values' })])
  .transform((value) => (Array.isArray(value) ? value : [value]));

export const listSettingsQuery = z.object({
  type: settingTypesParam.optional(),
  'type[]': settingTypesParam.optional(),
});

/** The requested types, or undefined for every type when neither `type` nor `type[]` is given. */
export function requestedSettingTypes(query: z.output<typeof listSettingsQuery>): SettingType[] | undefined {
  if (!query.type && !query['type[]']) return undefined;
  return [...(query.type ?? []), ...(query['type[]'] ?? [])];
}
