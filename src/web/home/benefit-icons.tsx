import type { ReactElement } from 'react';
import type { StringKey } from '../strings/catalogue';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A simple line drawing per wallet benefit; decorative, the tile's text names it. */
export const benefitIcons: Record<string, ReactElement> = {
  'home.benefitFines': (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" {...stroke} />
      <path d="M9 8h6M9 12h6M9 16h3" {...stroke} />
    </>
  ),
  'home.benefitTax': (
    <>
      <circle cx="12" cy="12" r="9" {...stroke} />
      <path
        d="M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .8-3 2s1.3 1.7 3 2 3 .8 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6v2M12 16v2"
        {...stroke}
      />
    </>
  ),
  'home.benefitVerification': (
    <>
      <circle cx="12" cy="12" r="9" {...stroke} />
      <path d="M8 12.5l2.8 2.8L16.5 9" {...stroke} />
    </>
  ),
  'home.benefitNoDrive': (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" {...stroke} />
      <path d="M3 10h18M8 3v4M16 3v4M10 13l4 4M14 13l-4 4" {...stroke} />
    </>
  ),
  'home.benefitReminders': (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" {...stroke} />
      <path d="M10 20a2 2 0 0 0 4 0" {...stroke} />
    </>
  ),
} satisfies Partial<Record<StringKey, ReactElement>>;
