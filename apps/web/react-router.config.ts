import type { Config } from '@react-router/dev/config';

/** Framework mode with server rendering; future flags pinned per ARCHITECTURE "Verified on this machine". */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: {
    v8_middleware: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
