import { createCache, type CSSObject, StyleProvider, type Transformer } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

/** The only properties Testing Library reads from a computed style to decide what is hidden (`isInaccessible`). */
const VISIBILITY = new Set(['display', 'visibility']);

/** A compound value (`{ value: [...], _multi_value_ }`, `{ _skip_check_ }`) is a property, not a nested selector. */
const isCompound = (value: object) => '_multi_value_' in value || '_skip_check_' in value;

/**
 * Keeps of antd's CSS-in-JS only what decides visibility: every `display` and `visibility` declaration under
 * its own selector, in its own order, so the cascade of those two properties is the full stylesheet's, and
 * drops the rest (colours, spacing, borders…), which tests never read. Why: happy-dom's getComputedStyle
 * matches every rule of every `<style>` against an element and its ancestors, and Testing Library calls it
 * for each candidate of every role query; with antd's full stylesheet that was nearly half a page test's time.
 */
const visibilityOnly: Transformer = {
  visit(style) {
    const kept: CSSObject = {};
    for (const [key, value] of Object.entries(style)) {
      const nested = typeof value === 'object' && value !== null && !Array.isArray(value) && !isCompound(value);
      if (nested || VISIBILITY.has(key)) kept[key] = value;
    }
    return kept;
  },
};

/**
 * antd's style cache, kept for the worker's files (they share modules, isolate: false). antd drops an entry when
 * the last component using it unmounts, so after every test (each renders the console afresh and unmounts it)
 * the next test computed the theme's tokens and every component's styles again: ≈ 1/8 of a page test's CPU.
 * Kept, an entry whose count reaches zero stays, and the next render finds it; its `<style>` was never removed
 * (antd removes styles only with autoClear), so the document reads the same.
 */
const keptCache = createCache();
const update = keptCache.opUpdate.bind(keptCache);
keptCache.opUpdate = (key, valueFn) => update(key, (prev) => valueFn(prev) ?? (prev ? [0, prev[1]] : null));

const transformers = [visibilityOnly];

/** antd's styles as the queries see them (above), for everything rendered inside. */
export const VisibilityStyles = ({ children }: { children: ReactNode }) => (
  <StyleProvider cache={keptCache} transformers={transformers}>
    {children}
  </StyleProvider>
);
