/**
 * The wrapper bridge (SPEC §1, §2, §4, §7; decision 018). The small API other features call:
 * `sendNativeMessage('updatesLoaded' | 'messagesLoaded' | 'downloadFile', payload)` and
 * `useNativeEnvironment()`; `<WebOnly>` hides web-only pieces (the messages badge) in the wrappers.
 */
export { currentEnvironment, detectEnvironment } from './environment';
export { isInNativeApp, sendNativeMessage } from './send';
export { useNativeEnvironment } from './use-native-environment';
export { WebOnly } from './web-only';
export { NativeBridge } from './native-bridge';
