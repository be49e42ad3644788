// The app-download banner (SPEC §1 showAppLinks).
export { AppBanner } from './app-banner';
