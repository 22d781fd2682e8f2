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

export const logoDesigns: Record<InsurerCode, LogoDesign> = {
  mapfre: {
    wordmark: 'mapfre',
    ink: '#b3261e',
    emblem: (
      <>
        <circle cx="24" cy="24" r="20" fill="#b3261e" />
        <rect x="14" y="26" width="5" height="10" rx="1" fill="#fff" />
        <rect x="21.5" y="20" width="5" height="16" rx="1" fill="#fff" />
        <rect x="29" y="13" width="5" height="23" rx="1" fill="#fff" />
      </>
    ),
  },
  gds: {
    wordmark: 'GDS',
    ink: '#1f3a6e',
    emblem: (
      <>
        <polygon points="24,4 41,14 41,34 24,44 7,34 7,14" fill="#1f3a6e" />
        <path d="M31 18a9 9 0 1 0 1 9h-8" fill="none" stroke="#fff" strokeWidth="4" />
      </>
    ),
  },
  ana: {
    wordmark: 'ana',
    ink: '#00695c',
    emblem: (
      <>
        <circle cx="18" cy="24" r="13" fill="#00695c" />
        <circle cx="30" cy="24" r="13" fill="none" stroke="#00695c" strokeWidth="4" />
      </>
    ),
  },
  aba: {
    wordmark: 'ABA',
    ink: '#5b2a86',
    emblem: (
      <>
        <polygon points="24,5 44,42 4,42" fill="#5b2a86" />
        <polygon points="24,20 33,36 15,36" fill="#fff" />
      </>
    ),
  },
  gnp: {
    wordmark: 'GNP',
    ink: '#a63f00',
    emblem: (
      <>
        <rect x="5" y="5" width="38" height="38" rx="9" fill="#a63f00" />
        <path d="M12 34 L34 12" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        <circle cx="14" cy="14" r="4" fill="#fff" />
      </>
    ),
  },
  hdi: {
    wordmark: 'HDI',
    ink: '#2e6b1f',
    emblem: (
      <>
        <path d="M24 4 L41 10 V24 C41 34 33 41 24 44 C15 41 7 34 7 24 V10 Z" fill="#2e6b1f" />
        <path
          d="M15 24 L22 31 L34 17"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </>
    ),
  },
  sura: {
    wordmark: 'SURA',
    ink: '#0b3d91',
    emblem: (
      <>
        <circle cx="24" cy="24" r="20" fill="#0b3d91" />
        <path
          d="M9 26 C14 18 19 18 24 26 S34 34 39 26"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </>
    ),
  },
  qualitas: {
    wordmark: 'Quálitas',
    ink: '#7a1f5c',
    emblem: (
      <>
        <polygon points="24,4 44,24 24,44 4,24" fill="#7a1f5c" />
        <polygon points="24,15 33,24 24,33 15,24" fill="#fff" />
      </>
    ),
  },
};
