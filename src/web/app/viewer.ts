/** Who is looking at the app, as far as the UI needs to know. The server decides access. */
export interface Viewer {
  signedIn: boolean;
  username: string | null;
  isPremium: boolean;
  isAdmin: boolean;
  avatarUrl: string | null;
}

export const SIGNED_OUT_VIEWER: Viewer = {
  signedIn: false,
  username: null,
  isPremium: false,
  isAdmin: false,
  avatarUrl: null,
};

/**
 * The current viewer. Accounts are not wired yet, so everyone is signed out; the accounts
 * work replaces this body with the session query and the sidebar follows automatically.
 */
export function useViewer(): Viewer {
  return SIGNED_OUT_VIEWER;
}
