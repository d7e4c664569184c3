/**
 * What features may use of the app shell: the signed-in viewer, its cache, and a few shared
 * pieces of chrome. Features import from here, never from the shell's other files.
 */
export { useInvalidateViewer, useSignOut, useViewer, type Viewer } from './viewer';
export { forgetAccount, forgetCachedData, loadViewer } from './viewerCache';
export { rememberAgeConfirmed } from './ageConfirmation';
export { Logo } from './Logo';
export { PageLoading } from './PageLoading';
export { SiteFooter } from './SiteFooter';
export { UserAvatar } from './UserAvatar';
