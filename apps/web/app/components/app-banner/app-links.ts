/** Where the native apps are downloaded (SPEC §1 app-download banner). One place to change the listings. */
export const APP_LINKS = {
  ios: { label: 'App Store', url: 'https://apps.apple.com/app/stride-syndicates/id6446253917' },
  android: {
    label: 'Google Play',
    url: 'https://play.google.com/store/apps/details?id=com.stride.syndicates',
  },
} as const;
