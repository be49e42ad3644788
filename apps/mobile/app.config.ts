/**
 * Expo configuration. The embedded site comes from the environment at build time:
 *   SITE_URL=https://www.stride.example API_URL=https://api.stride.example eas build …
 * (API_URL: the sign-in pages live on the API origin and must stay inside the WebView.)
 */
import type { ExpoConfig } from 'expo/config';

const config: ExpoConfig = {
  name: 'Stride',
  slug: 'stride',
  scheme: 'stride',
  version: '1.0.0',
  orientation: 'portrait',
  userInterfaceStyle: 'light',
  ios: {
    bundleIdentifier: process.env.IOS_BUNDLE_ID ?? 'com.stride.app',
    supportsTablet: true,
    googleServicesFile: process.env.GOOGLE_SERVICES_PLIST ?? './GoogleService-Info.plist',
    infoPlist: { UIBackgroundModes: ['remote-notification'] },
  },
  android: {
    package: process.env.ANDROID_PACKAGE ?? 'com.stride.app',
    googleServicesFile: process.env.GOOGLE_SERVICES_JSON ?? './google-services.json',
    permissions: ['POST_NOTIFICATIONS'],
  },
  plugins: [
    'expo-notifications',
    '@react-native-firebase/app',
    ['expo-build-properties', { ios: { useFrameworks: 'static' } }],
  ],
  extra: {
    siteUrl: process.env.SITE_URL ?? 'http://localhost:3000',
    apiUrl: process.env.API_URL ?? 'http://localhost:4000',
    eas: { projectId: process.env.EAS_PROJECT_ID },
  },
};

export default config;
