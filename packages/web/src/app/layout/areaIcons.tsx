import type { ReactNode } from 'react';
import {
  BadgeCheckIcon,
  BookIcon,
  ChartIcon,
  HomeIcon,
  PenIcon,
  TeamIcon,
  WalletIcon,
} from '../../components/icons.tsx';

/** One icon per top-level area of the contract's menu catalogue, so a collapsed sidebar stays usable. */
const AREA_ICONS: Record<string, () => ReactNode> = {
  manage: HomeIcon,
  operation: ChartIcon,
  caibian: PenIcon,
  finance: WalletIcon,
  organizationalManagement: TeamIcon,
  editorialReview: BookIcon,
  expert: BadgeCheckIcon,
};

export function areaIcon(key: string): ReactNode {
  const Icon = AREA_ICONS[key];
  return Icon ? <Icon /> : undefined;
}
