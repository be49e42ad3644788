/**
 * The message protocol shared with the web (packages/shared/src/native.ts), imported by path because
 * apps/mobile is not an npm workspace of the root (decision 018); Metro watches packages/shared.
 */
export {
  NATIVE_ENVIRONMENT_QUERY,
  NATIVE_PROTOCOL_VERSION,
  decodeNativeMessage,
  type AnalyticsParams,
  type NativeEnvelope,
  type NativeMessageType,
  type NativePayloads,
} from '../../../../packages/shared/src/native';
