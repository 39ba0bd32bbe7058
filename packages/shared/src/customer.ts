/** The operator's customer configuration (SPEC §1), as the web app receives it. */
export interface CustomerConfig {
  projectName: string;
  projectEmail: string;
  isGamesDisabled: boolean;
  isSportsDisabled: boolean;
  questsEnabled: boolean;
  loyaltyEnabled: boolean;
  /** Sandbox payments and dev sign-in are on: the site shows a "no real money" ribbon. */
  isDemoMode: boolean;
}

/** Countries never offered (§9). */
export const EXCLUDED_COUNTRIES: readonly string[] = ['US', 'UM', 'GB', 'FR', 'NL', 'AW', 'CW', 'MF'];

/** Breakpoints of §9, in CSS pixels. */
export const BREAKPOINTS = { mobile: 528, small: 768 } as const;

export const PRELOADER_DELAY_MS = 1000;
