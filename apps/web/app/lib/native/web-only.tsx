import type { ReactNode } from 'react';
import { useNativeEnvironment } from './use-native-environment';

/** Renders its children on the web only (SPEC §2: the messages badge is web only). */
export function WebOnly({ children }: { children: ReactNode }) {
  return useNativeEnvironment() === 'web' ? children : null;
}
