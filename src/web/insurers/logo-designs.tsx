import type { ReactElement } from 'react';
import type { InsurerCode } from '../../domain/insurers/insurers';

/**
 * Our own artwork for each insurer, drawn for Cotizauto: a simple geometric emblem in a
 * 40×40 box and a short wordmark. They are not the insurers' trademarks, only a consistent
 * way to tell the cards apart at a glance.
 */
export interface LogoDesign {
  /** The short name set beside the emblem. */
  wordmark: string;
  /** Colour of the wordmark and the emblem's main shape. */
  ink: string;
  /** Emblem drawn inside (4,4)–(44,44) of the logo's viewBox. */
  emblem: ReactElement;
}

/** An emblem drawn in the given ink. */
type Emblem = (ink: string) => ReactElement;

/** An insurer's design, its emblem drawn in its ink (the colour written once). */
const design = (wordmark: string, ink: string, emblem: Emblem): LogoDesign => ({
  wordmark,
  ink,
  emblem: emblem(ink),
});

/** An emblem of a polygon in the ink with a white one inside it. */
function insetPolygon(outer: string, inner: string): Emblem {
  return (ink) => (
    <>
      <polygon points={outer} fill={ink} />
      <polygon points={inner} fill="#fff" />
    </>
  );
}

export const logoDesigns: Record<InsurerCode, LogoDesign> = {
  mapfre: design('mapfre', '#b3261e', (ink) => (
    <>
      <circle cx="24" cy="24" r="20" fill={ink} />
      <rect x="14" y="26" width="5" height="10" rx="1" fill="#fff" />
      <rect x="21.5" y="20" width="5" height="16" rx="1" fill="#fff" />
      <rect x="29" y="13" width="5" height="23" rx="1" fill="#fff" />
    </>
  )),
  gds: design('GDS', '#1f3a6e', (ink) => (
    <>
      <polygon points="24,4 41,14 41,34 24,44 7,34 7,14" fill={ink} />
      <path d="M31 18a9 9 0 1 0 1 9h-8" fill="none" stroke="#fff" strokeWidth="4" />
    </>
  )),
  ana: design('ana', '#00695c', (ink) => (
    <>
      <circle cx="18" cy="24" r="13" fill={ink} />
      <circle cx="30" cy="24" r="13" fill="none" stroke={ink} strokeWidth="4" />
    </>
  )),
  aba: design('ABA', '#5b2a86', insetPolygon('24,5 44,42 4,42', '24,20 33,36 15,36')),
  gnp: design('GNP', '#a63f00', (ink) => (
    <>
      <rect x="5" y="5" width="38" height="38" rx="9" fill={ink} />
      <path d="M12 34 L34 12" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <circle cx="14" cy="14" r="4" fill="#fff" />
    </>
  )),
  hdi: design('HDI', '#2e6b1f', (ink) => (
    <>
      <path d="M24 4 L41 10 V24 C41 34 33 41 24 44 C15 41 7 34 7 24 V10 Z" fill={ink} />
      <path
        d="M15 24 L22 31 L34 17"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  )),
  sura: design('SURA', '#0b3d91', (ink) => (
    <>
      <circle cx="24" cy="24" r="20" fill={ink} />
      <path
        d="M9 26 C14 18 19 18 24 26 S34 34 39 26"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </>
  )),
  qualitas: design(
    'Quálitas',
    '#7a1f5c',
    insetPolygon('24,4 44,24 24,44 4,24', '24,15 33,24 24,33 15,24'),
  ),
};
