import { insurers, type InsurerCode } from '../../domain/insurers/insurers';
import { logoDesigns } from './logo-designs';

const viewBoxWidth = 172;
const viewBoxHeight = 48;

/**
 * An insurer's logo (our own artwork, see logo-designs). It is one image whose accessible
 * name is the insurer's display name, so cards and lists can use it in place of the name.
 */
export function InsurerLogo({ code, height = 40 }: { code: InsurerCode; height?: number }) {
  const design = logoDesigns[code];
  return (
    <svg
      role="img"
      aria-label={insurers[code].displayName}
      viewBox={`0 0 ${viewBoxWidth} ${viewBoxHeight}`}
      height={height}
      width={(height * viewBoxWidth) / viewBoxHeight}
      data-insurer={code}
      focusable="false"
    >
      {design.emblem}
      <text
        x="52"
        y="32"
        fill={design.ink}
        fontSize="22"
        fontWeight="700"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
      >
        {design.wordmark}
      </text>
    </svg>
  );
}
