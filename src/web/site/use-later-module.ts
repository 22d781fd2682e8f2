import { useEffect, useState } from 'react';
import type { LaterModule } from './later-module';

/**
 * A later module once it is here, asked for as soon as `wanted` holds (a layer opened, a section
 * shown); until then, and while it comes, undefined.
 */
export function useLaterModule<T>(module: LaterModule<T>, wanted: boolean): T | undefined {
  const [loaded, setLoaded] = useState(module.loaded);
  useEffect(() => {
    if (wanted && !loaded) void module.load().then(setLoaded);
  }, [module, wanted, loaded]);
  return loaded;
}
