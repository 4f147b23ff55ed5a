import {
  createCache,
  type CSSInterpolation,
  type CSSObject,
  Keyframes,
  StyleProvider,
  type Transformer,
} from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

/** The only properties Testing Library reads from a computed style to decide what is hidden (`isInaccessible`). */
const VISIBILITY = new Set(['display', 'visibility']);

/** A compound value (`{ value: [...], _multi_value_ }`, `{ _skip_check_ }`) is a property, not a nested selector. */
const isCompound = (value: object) => '_multi_value_' in value || '_skip_check_' in value;

/**
 * A custom property that a display reads (the grid's `display: var(--ant-grid-display)`, which a form item sets
 * to flex): kept with the declarations that read it, named for the property it holds.
 */
const isVisibilityVariable = (name: string) => /^--[\w-]+-(display|visibility)$/.test(name);

/**
 * A selector every part of which names a pseudo-element (`&::after`, `.a::before, .b::after`): happy-dom never
 * matches one against an element, and Testing Library asks no pseudo-element for its style
 * (`computedStyleSupportsPseudoElements` is off), so its rule could only cost matching time.
 */
const onlyPseudoElements = (selector: string) => selector.split(/,(?![^(]*\))/).every((part) => part.includes('::'));

/** `style` with only its display and visibility declarations, or null when none is left under it. */
function visibilityPart(style: CSSInterpolation): CSSInterpolation | null {
  if (Array.isArray(style)) {
    const kept = style.map(visibilityPart).filter((part) => part !== null);
    return kept.length ? kept : null;
  }
  if (typeof style !== 'object' || style === null || style instanceof Keyframes) return null;
  const kept: CSSObject = {};
  for (const [key, value] of Object.entries(style as CSSObject)) {
    if (VISIBILITY.has(key) || isVisibilityVariable(key)) {
      for (const [, name] of JSON.stringify(value).matchAll(/var\((--[\w-]+)/g)) {
        // Dropping the other variables (antd's tokens, below) is exact only while no kept declaration reads one.
        if (!isVisibilityVariable(name!)) throw new Error(`test styles: ${key} reads ${name}, which they drop`);
      }
      kept[key] = value;
    } else if (typeof value === 'object' && value !== null && !isCompound(value) && !onlyPseudoElements(key)) {
      const part = visibilityPart(value as CSSInterpolation);
      if (part !== null) kept[key] = part as CSSObject;
    }
  }
  return Object.keys(kept).length ? kept : null;
}

/**
 * Keeps of antd's CSS-in-JS only what decides visibility: every `display` and `visibility` declaration under
 * its own selector, in its own order, so the cascade of those two properties is the full stylesheet's, and
 * drops the rest (colours, spacing, borders, animations…), which tests never read, with the rules left empty
 * by that. Why: happy-dom's getComputedStyle matches every rule of every `<style>` against an element and its
 * ancestors, and Testing Library calls it for each candidate of every role query; with antd's full stylesheet
 * that was nearly half a page test's time.
 */
const visibilityOnly: Transformer = {
  visit: (style) => (visibilityPart(style) as CSSObject | null) ?? {},
};

/**
 * Where antd's two kinds of cache entry (`@ant-design/cssinjs`, useCacheToken and useCSSVarRegister) hold the
 * CSS variables they write into the document: the theme's tokens and each component's, ≈ 400 of them on every
 * element under the app. None decides display or visibility (checked above), but happy-dom's getComputedStyle
 * copies every inherited variable into each element's computed style, which made those copies, not the rule
 * matching, most of its cost. An entry whose variables are blank writes no `<style>`.
 */
const CSS_VARIABLES_AT: Record<string, number> = { token: 3, cssVar: 1 };

function withoutCssVariables(key: string, entry: [number, unknown[]] | null): [number, unknown[]] | null {
  const at = CSS_VARIABLES_AT[key.slice(0, key.indexOf('%'))];
  if (!entry || at === undefined || !entry[1][at]) return entry;
  const blank = [...entry[1]];
  blank[at] = '';
  return [entry[0], blank];
}

/**
 * antd's style cache, kept for the worker's files (they share modules, isolate: false). antd drops an entry when
 * the last component using it unmounts, so after every test (each renders the console afresh and unmounts it)
 * the next test computed the theme's tokens and every component's styles again: ≈ 1/8 of a page test's CPU.
 * Kept, an entry whose count reaches zero stays, and the next render finds it; its `<style>` was never removed
 * (antd removes styles only with autoClear), so the document reads the same.
 */
const keptCache = createCache();
const update = keptCache.opUpdate.bind(keptCache);
keptCache.opUpdate = (key, valueFn) =>
  update(key, (prev) => withoutCssVariables(key, valueFn(prev) ?? (prev ? [0, prev[1]] : null)));

const transformers = [visibilityOnly];

/** antd's styles as the queries see them (above), for everything rendered inside. */
export const VisibilityStyles = ({ children }: { children: ReactNode }) => (
  <StyleProvider cache={keptCache} transformers={transformers}>
    {children}
  </StyleProvider>
);
