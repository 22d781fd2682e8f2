import type { Language } from '../../domain/site/languages';

/**
 * The URL of every machine's whole drawing, rendered ahead of time by `npm run diagrams`
 * (scripts/diagram-svgs.ts) into diagrams/<name>.<language>.svg: files the build names by their
 * content and sends compressed; only their URLs come with the page's script.
 */
const drawingUrls = import.meta.glob<string>('./diagrams/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

const drawings = new Map<string, Promise<string>>();

async function fetchDrawing(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return response.text();
}

/** A machine's whole drawing in a language (an SVG document), fetched once; a failure is asked again. */
export function loadDrawing(name: string, language: Language): Promise<string> {
  const url = drawingUrls[`./diagrams/${name}.${language}.svg`];
  if (!url) return Promise.reject(new Error(`No drawing of ${name} in ${language}`));
  let drawing = drawings.get(url);
  if (!drawing) {
    drawing = fetchDrawing(url);
    drawings.set(url, drawing);
    drawing.catch(() => drawings.delete(url));
  }
  return drawing;
}
