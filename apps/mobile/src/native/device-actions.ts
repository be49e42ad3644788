/**
 * What the device does for the site's messages (the `WrapperActions` of the pure bridge), with Expo and
 * Firebase modules. Only this file and App.tsx touch native APIs.
 */
import analytics from '@react-native-firebase/analytics';
import Constants from 'expo-constants';
import * as Device from 'expo-device';
import { File, Paths } from 'expo-file-system';
import * as Notifications from 'expo-notifications';
import * as Sharing from 'expo-sharing';
import { Linking, Platform } from 'react-native';
import type { PageState, WrapperActions } from '../bridge/message-handler';
import { type PushDevice, registerForPush } from '../bridge/push';

/** The push side of the device: permission and the Expo push token (delivered by Expo's push service, decision 022). */
export const pushDevice: PushDevice = {
  async requestPermission() {
    if (!Device.isDevice) return false;
    const current = await Notifications.getPermissionsAsync();
    if (current.granted) return true;
    return (await Notifications.requestPermissionsAsync()).granted;
  },
  async deviceToken() {
    const projectId = Constants.expoConfig?.extra?.eas?.projectId as string | undefined;
    const token = await Notifications.getExpoPushTokenAsync(projectId ? { projectId } : {});
    return token.data;
  },
};

export interface DeviceActionOptions {
  /** Runs JavaScript inside the page (WebView.injectJavaScript). */
  runInPage(script: string): void;
  onPageState(state: PageState): void;
}

/** Builds the device actions for one WebView. */
export function deviceActions({ runInPage, onPageState }: DeviceActionOptions): WrapperActions {
  const platform = Platform.OS === 'ios' ? 'ios' : 'android';
  return {
    async openExternal(url) {
      await Linking.openURL(url);
    },
    async download({ url, filename, mimeType }) {
      const target = new File(Paths.document, filename);
      if (target.exists) target.delete();
      const saved = await File.downloadFileAsync(url, target);
      // The share sheet lets the user save to Files / Downloads or open the file in another app.
      if (await Sharing.isAvailableAsync()) {
        await Sharing.shareAsync(saved.uri, mimeType ? { mimeType, dialogTitle: filename } : { dialogTitle: filename });
      }
    },
    async logEvent(name, params) {
      await analytics().logEvent(name, params);
    },
    async registerPush() {
      await registerForPush(pushDevice, platform, runInPage);
    },
    async forgetUser() {
      await Notifications.unregisterForNotificationsAsync().catch(() => undefined);
      await analytics().setUserId(null);
    },
    async setBadgeCount(count) {
      await Notifications.setBadgeCountAsync(count);
    },
    onPageState,
    warn(message) {
      console.warn(`[stride-bridge] ${message}`);
    },
  };
}
