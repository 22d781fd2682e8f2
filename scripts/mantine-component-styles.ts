/**
 * Vite plugin: each Mantine component brings its own style sheet. Mantine ships one CSS file
 * per component (@mantine/core/styles/<Name>.css) beside the whole styles.css (295 kB, most of
 * it for components this product never draws); this makes each component's class-name module
 * import its file, so a route's chunk carries the styles of the components it draws and no
 * others. A component's dependencies are imported before it, so their rules come first, as in
 * styles.css. The global styles stay in src/web/app.tsx.
 */
import type { Plugin } from 'vite';

const classNamesModule = /@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

export function mantineComponentStyles(): Plugin {
  return {
    name: 'cotizauto:mantine-component-styles',
    transform(code, id) {
      const component = classNamesModule.exec(id)?.[1];
      if (!component) return undefined;
      return { code: `import '@mantine/core/styles/${component}.css';\n${code}`, map: null };
    },
  };
}
