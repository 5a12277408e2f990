import type { LoginPage } from '@jb/contract/schemas/settings';
import type { CSSProperties } from 'react';

/** What a press may change on its login page: the contract's login page, without the press name. */
export type LoginLook = LoginPage;

/** The page background of a custom look: its image over its colour, or its colour fading to the main colour. */
export function lookBackground(look: LoginLook): CSSProperties {
  return look.background
    ? {
        backgroundColor: look.backgroundColor,
        backgroundImage: `url("${look.background}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : { background: `linear-gradient(135deg, ${look.backgroundColor} 0%, ${look.primaryColor} 100%)` };
}
