/*
 * Regions of the default layout (SPEC §2 "Layouts") whose content belongs to later issues. They are
 * real mount points with nothing to show yet, so the layout does not change when they are filled.
 */

/** Cookie message mount point: the cookie-banner issue renders the banner here (SPEC §2 "Cookie banner"). */
export function CookieMessageSlot() {
  return null;
}

/** Syndicate join dialog mount point: the join issue renders the dialog here (SPEC §2 "Join-syndicate dialog"). */
export function JoinDialogSlot() {
  return null;
}
