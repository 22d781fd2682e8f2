import { insurerCodes } from '../../domain/insurers/insurers';
import { InsurerLogo } from './insurer-logo';
import { ResponsiveGrid } from '../shell/responsive-grid';

/** The 8 compared insurers' logos as a list (home and the search landing page). */
export function InsurerLogoGrid() {
  return (
    <ResponsiveGrid list cols={{ base: 2, sm: 4 }} p={0} style={{ listStyle: 'none' }}>
      {insurerCodes.map((code) => (
        <li key={code}>
          <InsurerLogo code={code} />
        </li>
      ))}
    </ResponsiveGrid>
  );
}
