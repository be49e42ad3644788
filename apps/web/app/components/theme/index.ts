// Per-syndicate theming of the whole site (SPEC §1, §9).
export { SiteTheme, themeRootCss, userTheme } from './site-theme';
