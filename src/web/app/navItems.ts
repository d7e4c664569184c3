import {
  Compass,
  Crown,
  HelpCircle,
  Home,
  ImagePlus,
  Images,
  MessageCircle,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { Viewer } from './viewer';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Hidden when this returns false; the server still enforces access on its own. */
  visible?: (viewer: Viewer) => boolean;
  /** Match the path exactly (Home would otherwise be active everywhere). */
  end?: boolean;
}

export const MAIN_NAV: NavItem[] = [
  { to: '/', label: 'Home', icon: Home, end: true },
  { to: '/characters', label: 'Explore', icon: Compass },
  { to: '/chat', label: 'Chats', icon: MessageCircle },
  { to: '/pricing', label: 'Pricing', icon: Crown },
  {
    to: '/generate',
    label: 'Generate Image',
    icon: ImagePlus,
    visible: (viewer) => viewer.isPremium,
  },
  {
    to: '/collection',
    label: 'My Collection',
    icon: Images,
    visible: (viewer) => viewer.signedIn,
  },
  { to: '/create', label: 'Create Character', icon: UserPlus, visible: (viewer) => viewer.isAdmin },
];

/** Help and legal: small text links (icons would cost first-load bytes for little gain). */
export const HELP_LINKS = [
  { to: '/help', label: 'Help Center' },
  { to: '/contact', label: 'Contact' },
  { to: '/legal/terms', label: 'Terms' },
  { to: '/legal/privacy', label: 'Privacy' },
  { to: '/legal/acceptable-use', label: 'Acceptable Use' },
] as const;

/** The collapsed rail shows only this entry of the help links. */
export const HELP_ICON_ITEM: NavItem = { to: '/help', label: 'Help Center', icon: HelpCircle };
