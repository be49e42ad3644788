/**
 * The four social networks the footer links to (SPEC §2 "Footer"). One place to change the handles.
 * The native wrappers receive these as an event instead of opening a tab (lib/native, later issue).
 */
export interface SocialLink {
  key: 'facebook' | 'instagram' | 'x' | 'youtube';
  label: string;
  url: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { key: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/stridesyndicates' },
  { key: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/stridesyndicates' },
  { key: 'x', label: 'X', url: 'https://x.com/stridesyndicate' },
  { key: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@stridesyndicates' },
];
